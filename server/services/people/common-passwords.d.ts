/** Mozilla's list of the most common passwords (Firefox Accounts), as a membership test. */
declare module 'fxa-common-password-list' {
  const list: { test(password: string): boolean };
  export default list;
}
