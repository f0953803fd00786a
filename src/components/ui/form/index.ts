/** The form kit: a form bound to a contract schema, its fields by name, and the write it makes. */
export { ContractForm, type FormWrite } from './contract-form';
export { useFormField, useFormValues } from './form-context';
export {
  FormCheckbox,
  FormCheckboxGroup,
  FormField,
  FormInput,
  FormNumber,
  FormSelect,
  type CheckboxOption,
} from './form-fields';
export { useContractForm, type ContractFormState } from './use-contract-form';
