import { describe, expect, it } from 'vitest';
import {
  extensionUsable,
  fieldGate,
  forgetCapabilities,
  learnCapability,
  type Capability,
  type WhenUnknown,
} from './capabilities';

/** What each policy answers for one capability: not yet known, then offered, then refused. */
function answers(name: Capability, whenUnknown: WhenUnknown, evidence?: boolean) {
  forgetCapabilities();
  const unknown = extensionUsable(name, whenUnknown, evidence);
  learnCapability(name, true);
  const offered = extensionUsable(name, whenUnknown, evidence);
  learnCapability(name, false);
  const refused = extensionUsable(name, whenUnknown, evidence);
  forgetCapabilities();
  return { unknown, offered, refused };
}

describe('capability unknown, decided once', () => {
  it('`try` offers an extension until the service refuses it', () => {
    expect(answers('listDomains', 'try')).toEqual({ unknown: true, offered: true, refused: false });
  });

  it('`proven` waits for a yes, or for an answer that shows the extension', () => {
    expect(answers('listAlerts', 'proven')).toEqual({ unknown: false, offered: true, refused: false });
    expect(answers('updateWebhook', 'proven', true)).toEqual({
      unknown: true,
      offered: true,
      refused: false,
    });
  });

  it('each extension field of one endpoint is gated on its own capability', () => {
    forgetCapabilities();
    learnCapability('listMessages.bounce_class', false);
    const gate = fieldGate('listMessages');
    expect([gate('bounce_class'), gate('bounce_side'), gate('provider'), gate('system')]).toEqual([
      false,
      true,
      true,
      true,
    ]);
    forgetCapabilities();
  });
});
