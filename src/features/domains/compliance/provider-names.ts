import type { complianceProviders } from '@/contract';

export type ComplianceProvider = (typeof complianceProviders)[number];

/** The providers as their rules are named ("Gmail's line"): short, unlike the statistics' "Microsoft (Outlook, Hotmail)". */
export const ruleOwnerNames: Record<ComplianceProvider, string> = {
  gmail: 'Gmail',
  yahoo: 'Yahoo',
  microsoft: 'Microsoft',
};
