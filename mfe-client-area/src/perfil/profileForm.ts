// The personal-data form of the client settings: what the inputs hold (masked texts) and what
// the api receives (shared-domain clientProfileSchema: cpf and zip code as digits only).
import {
  clientProfileSchema,
  maskCep,
  maskCpf,
  maskPhone,
  onlyDigits,
  validate,
  type Client,
  type ClientGender,
  type ClientProfileInput,
  type UfCode,
  type ValidationResult,
} from '@acolhe/shared-domain';

export interface ProfileFormValues {
  name: string;
  gender: ClientGender | '';
  /** 'YYYY-MM-DD' or '' */
  birthDate: string;
  /** masked (00) 00000-0000 */
  phone: string;
  /** masked 000.000.000-00 */
  cpf: string;
  /** masked 00000-000 */
  zipCode: string;
  street: string;
  /** número ('1200', 's/n') */
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: UfCode | '';
  /** current photo url (updated by the photo card after an upload) */
  image: string;
}

export function toFormValues(client: Client): ProfileFormValues {
  return {
    name: client.name,
    gender: client.gender,
    birthDate: client.birthDate,
    phone: maskPhone(client.phone),
    cpf: maskCpf(client.cpf),
    zipCode: maskCep(client.zipCode),
    street: client.street,
    number: client.number,
    complement: client.complement,
    neighborhood: client.neighborhood,
    city: client.city,
    state: client.state,
    image: client.image,
  };
}

/** What is sent: masks removed (only digits for cpf, zip code and phone), texts trimmed by the schema. */
export function toPayloadInput(values: ProfileFormValues) {
  return {
    name: values.name,
    gender: values.gender,
    birthDate: values.birthDate,
    phone: onlyDigits(values.phone),
    cpf: onlyDigits(values.cpf),
    zipCode: onlyDigits(values.zipCode),
    street: values.street,
    number: values.number,
    complement: values.complement,
    neighborhood: values.neighborhood,
    city: values.city,
    state: values.state,
    image: values.image,
  };
}

export function checkProfile(values: ProfileFormValues): ValidationResult<ClientProfileInput> {
  return validate(clientProfileSchema, toPayloadInput(values));
}

/** @mantine/form validator: the schema's field messages, keyed like the form fields. */
export function profileErrors(values: ProfileFormValues): Record<string, string> {
  const result = checkProfile(values);
  return result.success ? {} : result.fieldErrors;
}
