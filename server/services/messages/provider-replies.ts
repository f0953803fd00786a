import type { MailboxProvider } from '../../../src/contract';

/**
 * What each mailbox provider really answers, per simulator story: modelled on the replies in
 * src/contract/bounces/replies.fixture.ts (addresses example.com-style, IPs from the documentation
 * range). `other` answers the way Postfix and common gateways do.
 */
export type ReplyStory = 'block' | 'dmarc' | 'spam' | 'content' | 'throttle' | 'full' | 'policy' | 'greylist';

const ip = '192.0.2.44';

export const providerReplies: Record<ReplyStory, Record<MailboxProvider, string>> = {
  block: {
    gmail: `550-5.7.1 [${ip}] Our system has detected that this message is likely suspicious due to the very low reputation of the sending domain. To best protect our users from spam, the message has been blocked. - gsmtp`,
    microsoft: `550 5.7.1 Service unavailable, Client host [${ip}] blocked using Spamhaus. To request removal from this list see https://www.spamhaus.org/query/ip/${ip} (AS3130). [AM5EUR02FT011.eop-EUR02.prod.protection.outlook.com]`,
    yahoo: `553 5.7.1 [BL21] Connections will not be accepted from ${ip}, because the ip is in Spamhaus's list; see http://postmaster.yahoo.com/550-bl23.html`,
    apple:
      '550 5.7.1 Your email was rejected due to having a domain present in the Spamhaus DBL -- see https://www.spamhaus.org/dbl/',
    other: `554 5.7.1 Service unavailable; Client host [${ip}] blocked using zen.spamhaus.org; https://www.spamhaus.org/query/ip/${ip}`,
  },
  dmarc: {
    gmail:
      "550-5.7.26 Unauthenticated email from example.com is not accepted due to domain's DMARC policy. Please contact the administrator of example.com domain if this was a legitimate mail. - gsmtp",
    microsoft:
      '550 5.7.509 Access denied, sending domain example.com does not pass DMARC verification and has a DMARC policy of reject. [AM4PEPF00027A5F.eurprd04.prod.outlook.com]',
    yahoo:
      '550 5.7.9 This mail has been blocked because the sender is unauthenticated. Yahoo requires all senders to authenticate with either SPF or DKIM.',
    apple:
      '550 5.7.1 Your message was rejected due to example.com’s DMARC policy. See https://support.apple.com/en-us/HT204137 for info',
    other: '550 5.7.1 Email rejected per DMARC policy for example.com',
  },
  spam: {
    gmail: `550-5.7.1 [${ip} 12] Our system has detected that this message is likely unsolicited mail. To reduce the amount of spam sent to Gmail, this message has been blocked. - gsmtp`,
    microsoft: '550 5.7.1 Message rejected as spam by Content Filtering. [outlook.com]',
    yahoo: '554 5.7.1 Message rejected as spam. See https://postmaster.yahooinc.com/error-codes',
    apple: '550 5.7.1 message content rejected due to spam',
    other: '550 5.7.1 Message rejected as spam by content filter',
  },
  content: {
    gmail:
      '552-5.7.0 This message was blocked because its content presents a potential security issue. Please visit https://support.google.com/mail/?p=BlockedMessage to review our message content and attachment content guidelines. - gsmtp',
    microsoft:
      '550 5.7.512 Access denied, message must be RFC 5322 section 3.6.2 compliant and include a valid From address. For more information please go to http://go.microsoft.com/fwlink/?LinkId=526653',
    yahoo: '554 Message not allowed - Headers are not RFC compliant[291]',
    apple: '550 5.7.1 message content rejected due to spam',
    other: '552 5.3.4 Message size exceeds fixed maximum message size',
  },
  throttle: {
    gmail:
      "452-4.5.3 Your message has too many recipients. For more information regarding Google's sending limits, visit https://support.google.com/mail/?p=TooManyRecipientsError - gsmtp",
    microsoft: `421 4.7.0 (COL004-MC1F39) Unfortunately, some messages from ${ip} weren't sent. Please try again. We have limits for how many messages can be sent per hour and per day.`,
    yahoo: '421 Max message per connection reached, closing transmission channel',
    apple:
      '421 4.7.1 Messages to someone@icloud.com deferred due to excessive volume. Try again later - https://support.apple.com/en-us/HT204137',
    other: '450 4.7.1 Too many messages, slow down',
  },
  full: {
    gmail:
      '552-5.2.2 The email account that you tried to reach is over quota. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaPerm - gsmtp',
    microsoft:
      '554 5.2.122 The recipient has exceeded their limit for the number of messages they can receive per hour. For more information go to http://go.microsoft.com/fwlink/?LinkId=526653. [outlook.com]',
    yahoo:
      '554 30 Sorry, your message to someone@yahoo.com cannot be delivered. This mailbox is disabled (554.30).',
    apple: '552 5.2.2 <someone@icloud.com>: user is overquota',
    other: '552 5.2.2 Mailbox full',
  },
  policy: {
    gmail:
      '550-5.7.1 The user or domain that you are sending to (or from) has a policy that prohibited the mail that you sent. Please contact your domain administrator for further details. - gsmtp',
    microsoft:
      '550 5.7.520 Access denied, Your organization does not allow external forwarding. Please contact your administrator for further assistance. AS(7555)',
    yahoo:
      '554 Message not allowed - [PH01] Email not accepted for policy reasons. Please visit https://postmaster.yahooinc.com/error-codes',
    apple:
      '554 5.7.1 [HM08] Message rejected due to local policy. Please visit https://support.apple.com/en-us/HT204137',
    other: '554 5.7.1 <someone@example.com>: Relay access denied',
  },
  greylist: {
    gmail: '451 4.3.0 Mail server temporarily rejected message. - gsmtp',
    microsoft: '451 4.3.2 Temporary server error. Please try again later ATTR17 [outlook.com]',
    yahoo:
      '451 mta1234.mail.bf1.yahoo.com Resources temporarily unavailable. Please try again later [#4.16.1].',
    apple: '451 4.7.1 Service unavailable - try again later',
    other: '451 4.7.1 Greylisted, please try again later',
  },
};
