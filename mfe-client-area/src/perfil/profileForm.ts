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
  type ClientProfileInput,
  type ValidationResult,
} from '@acolhe/shared-domain';

/** What the inputs hold: the client's editable fields (phone, CPF and CEP masked while typed). */
export type ProfileFormValues = Omit<Client, 'id' | 'email'>;

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
