import { describe, expect, it } from 'vitest';
import { classifySmtpReply } from './classify';
import { extractSmtpReplies } from './extract-replies';

const microsoftNdr = `Delivery has failed to these recipients or groups:

nobody@example.com
The email address you entered couldn't be found. Please check the recipient's email address and try to resend the message. If the problem continues, please contact your helpdesk.

Diagnostic information for administrators:

Generating server: DB5PR06MB1221.eurprd06.prod.outlook.com

nobody@example.com
Remote Server returned '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient nobody@example.com not found by SMTP address lookup'

Original message headers:

Received: from DB5PR06MB1063.eurprd06.prod.outlook.com (10.162.158.25) by
 DB5PR06MB1221.eurprd06.prod.outlook.com (10.162.156.11) with Microsoft SMTP
 Server (version=TLS1_2, cipher=TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384) id
 15.20.841.15; Fri, 8 Jun 2018 10:20:24 +0000
Subject: 550 reasons to buy
`;

const postfixDsn = `Return-Path: <>
Received: by mail.example.net (Postfix) id 1C9F8ABBBE89; Thu, 29 Apr 2026 23:45:56 +0900 (JST)
Date: Thu, 29 Apr 2026 23:45:56 +0900 (JST)
From: MAILER-DAEMON@mail.example.net (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="1C9F8ABBBE89.1375653825/mail.example.net"

This is a MIME-encapsulated message.

--1C9F8ABBBE89.1375653825/mail.example.net
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.example.net.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

                   The mail system

<nobody@example.com>: host mx.example.com[192.0.2.25] said: 550 5.1.1
    <nobody@example.com>: Recipient address rejected: User unknown in local
    recipient table (in reply to RCPT TO command)

<someone@example.org>: host mx.example.org[198.51.100.7] said: 452-4.2.2 The
    recipient's inbox is out of storage space. Please direct the 452-4.2.2
    recipient to 452 4.2.2  https://support.google.com/mail/?p=OverQuotaTemp
    a1si123 - gsmtp (in reply to RCPT TO command)

--1C9F8ABBBE89.1375653825/mail.example.net
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.example.net
Arrival-Date: Thu, 29 Apr 2026 23:45:56 +0900 (JST)

Final-Recipient: rfc822; nobody@example.com
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.example.com
Diagnostic-Code: smtp; 550 5.1.1 <nobody@example.com>: Recipient address
    rejected: User unknown in local recipient table

Final-Recipient: rfc822; someone@example.org
Action: delayed
Status: 4.2.2
Diagnostic-Code: smtp; 452-4.2.2 The recipient's inbox is out of storage
    space. Please direct the 452-4.2.2 recipient to 452 4.2.2
    https://support.google.com/mail/?p=OverQuotaTemp a1si123 - gsmtp

--1C9F8ABBBE89.1375653825/mail.example.net
Content-Description: Undelivered Message
Content-Type: message/rfc822

From: sender@example.net
Subject: 554 ways to fail

550 5.7.1 this line is in the returned message and is not a reply
`;

const gmailNdr = `** Address not found **

Your message wasn't delivered to nobody@example.com because the address couldn't be found, or is unable to receive mail.

Learn more here: https://support.google.com/mail/?p=NoSuchUser

The response from the remote server was:
550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual mailbox table
`;

const gmailMultiline = `Delivery to the following recipient failed permanently:

     someone@example.com

Technical details of permanent failure:
Google tried to deliver your message, but it was rejected by the server for the recipient domain example.com by mx.example.com. [192.0.2.30].

The error that the other server returned was:
550-5.7.26 This mail has been blocked because the sender is
550-5.7.26 unauthenticated. Gmail requires all senders to authenticate with
550 5.7.26 either SPF or DKIM.

----- Original message -----
`;

const eximBounce = `This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  nobody@example.com
    host mx.example.com [192.0.2.40]
    SMTP error from remote mail server after RCPT TO:<nobody@example.com>:
    550-Verification failed for <bounce@example.net>
    550-Unrouteable address
    550 Sender verify failed

  someone@example.org
    host mx.example.org [198.51.100.9]: 554 5.7.1 <someone@example.org>:
    Relay access denied

------ This is a copy of the message, including all the headers. ------
`;

const sendmailTranscript = `   ----- The following addresses had permanent fatal errors -----
<someone@example.com>
    (reason: 550-5.7.1 [192.0.2.222      13] Messages with multiple addresses in From:)

   ----- Transcript of session follows -----
... while talking to mx.example.com.:
>>> DATA
<<< 550-5.7.1 [192.0.2.222      13] Messages with multiple addresses in From:
<<< 550 5.7.1 header are not accepted. r7si1238383pli.26 - gsmtp
554 5.0.0 Service unavailable
`;

describe('extractSmtpReplies', () => {
  it("finds the reply in Microsoft's NDR and ignores the original message's headers", () => {
    expect(extractSmtpReplies(microsoftNdr)).toEqual([
      '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient nobody@example.com not found by SMTP address lookup',
    ]);
  });

  it("joins a Postfix DSN's wrapped lines, keeps each recipient's reply once, and skips headers and the returned message", () => {
    expect(extractSmtpReplies(postfixDsn)).toEqual([
      '550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in local recipient table',
      "452 4.2.2 The recipient's inbox is out of storage space. Please direct the recipient to https://support.google.com/mail/?p=OverQuotaTemp a1si123 - gsmtp",
    ]);
  });

  it("finds the reply in Gmail's NDRs, joining 550- continuation lines", () => {
    expect(extractSmtpReplies(gmailNdr)).toEqual([
      '550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
    ]);
    expect(extractSmtpReplies(gmailMultiline)).toEqual([
      '550 5.7.26 This mail has been blocked because the sender is unauthenticated. Gmail requires all senders to authenticate with either SPF or DKIM.',
    ]);
  });

  it("reads Exim's multi-line and wrapped replies", () => {
    expect(extractSmtpReplies(eximBounce)).toEqual([
      '550 Verification failed for <bounce@example.net> Unrouteable address Sender verify failed',
      '554 5.7.1 <someone@example.org>: Relay access denied',
    ]);
  });

  it("keeps Sendmail's full transcript reply over its cut-short reason line", () => {
    expect(extractSmtpReplies(sendmailTranscript)).toEqual([
      '550 5.7.1 [192.0.2.222 13] Messages with multiple addresses in From: header are not accepted. r7si1238383pli.26 - gsmtp',
      '554 5.0.0 Service unavailable',
    ]);
  });

  it("reads Exchange's #-wrapped replies, qmail's and quoted-printable soft line breaks", () => {
    expect(
      extractSmtpReplies('Generating server: EX01\n\n#550 4.4.7 QUEUE.Expired; message expired ##\n'),
    ).toEqual(['550 4.4.7 QUEUE.Expired; message expired']);
    expect(
      extractSmtpReplies(
        '<nobody@example.com>:\n192.0.2.5 does not like recipient.\nRemote host said: 550 sorry, no mailbox here by that name. (#5.1.1)\nGiving up on 192.0.2.5.\n',
      ),
    ).toEqual(['550 sorry, no mailbox here by that name. (#5.1.1)']);
    expect(
      extractSmtpReplies(
        'Content-Transfer-Encoding: quoted-printable\n\nDiagnostic-Code: smtp; 554 5.7.1 Service unavailable; Client host [192.0.2.4=\n9] blocked using zen.spamhaus.org\n',
      ),
    ).toEqual(['554 5.7.1 Service unavailable; Client host [192.0.2.49] blocked using zen.spamhaus.org']);
  });

  it('gives the reasons a bounce states when no server replied', () => {
    expect(
      extractSmtpReplies(
        'The following address(es) failed:\n\n  nobody@example.org\n    Unrouteable address\n\n------ This is a copy of the message\n',
      ),
    ).toEqual(['Unrouteable address']);
    expect(
      extractSmtpReplies(
        'Technical details of permanent failure:\nStorage quota exceeded\n\n----- Original message -----\n',
      ),
    ).toEqual(['Storage quota exceeded']);
  });

  it('finds nothing in a message that holds no failure', () => {
    expect(extractSmtpReplies('Hello,\n\nsee you at 5.30 on the 550th floor.\n')).toEqual([]);
    expect(extractSmtpReplies('')).toEqual([]);
  });

  it('hands the classifier what it needs: a pasted NDR classified end to end', () => {
    const classes = extractSmtpReplies(postfixDsn).map((reply) => classifySmtpReply(reply).class);
    expect(classes).toEqual(['invalid_recipient', 'mailbox_unavailable']);
    expect(classifySmtpReply(extractSmtpReplies(gmailMultiline)[0]!).class).toBe('authentication');
    expect(classifySmtpReply(extractSmtpReplies(microsoftNdr)[0]!).class).toBe('invalid_recipient');
  });
});
