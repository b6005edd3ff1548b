import { object, string, optional, enums, refine, boolean, Infer, nullable, size } from 'superstruct'
import { email, password, reject, requiredString } from '../validate'

const code = () => requiredString()

/** Adds "Passwords must match" on `password_confirmation` when the two differ. */
function withConfirmation<T extends { password: string; password_confirmation: string }, S>(s: import('superstruct').Struct<T, S>) {
  return refine(s, 'passwordsMatch', (v) =>
    v.password === v.password_confirmation || reject('validation.passwords_match', {}, ['password_confirmation']),
  )
}

export const loginBody = object({ email: email(), password: requiredString() })
export type LoginBody = Infer<typeof loginBody>

export const registerBody = withConfirmation(
  object({
    first_name: size(requiredString(), 1, 100),
    last_name: size(requiredString(), 1, 100),
    email: email(),
    password: password(),
    password_confirmation: requiredString(),
    terms: optional(boolean()),
  }),
)
export type RegisterBody = Infer<typeof registerBody>

export const emailOnlyBody = object({ email: email() })
export const confirmEmailBody = object({ email: email(), code: code() })
export const checkCodeBody = object({ email: email(), code: code() })
export const resetPasswordBody = withConfirmation(
  object({ email: email(), code: code(), password: password(), password_confirmation: requiredString() }),
)
export const socialLoginBody = object({ token: requiredString(), provider: enums(['google', 'facebook']) })
export type SocialLoginBody = Infer<typeof socialLoginBody>

export const updateMeBody = object({
  first_name: optional(size(requiredString(), 1, 100)),
  last_name: optional(size(requiredString(), 1, 100)),
  language: optional(enums(['en', 'es', 'fr', 'de'])),
  google_api_key: optional(nullable(string())),
})
export const changePasswordBody = withConfirmation(
  object({ current_password: requiredString(), password: password(), password_confirmation: requiredString() }),
)
export const mailChangeBody = object({ email: email() })
export const mailChangeConfirmBody = object({ code: code() })
export const siteSettingsBody = object({ domain: requiredString() })
export const logAppErrorBody = object({ message: requiredString(), stack: optional(nullable(string())), info: optional(nullable(string())) })
