import { describe, expect, it } from 'vitest';
import { auditActions } from '@/contract';
import { auditActionLabel } from './audit-labels';

describe('auditActionLabel', () => {
  it('words every action of the contract, each differently', () => {
    const labels = auditActions.map(auditActionLabel);
    expect(labels.filter((label, i) => auditActions[i] === label)).toEqual([]);
    expect(new Set(labels).size).toBe(auditActions.length);
    expect(auditActionLabel('webhook.rotate_secret')).toBe('Signing secret rotated');
  });

  it('shows an action this dashboard does not know as the service named it', () => {
    expect(auditActionLabel('domain.verify')).toBe('domain.verify');
    // Not a label: a name every object inherits.
    expect(auditActionLabel('constructor')).toBe('constructor');
  });
});
