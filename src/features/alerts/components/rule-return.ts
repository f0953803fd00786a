/** The navigation state the rule form leaves for the list: the rule whose row takes focus. */
export interface RuleReturn {
  focusRuleId: string;
}
