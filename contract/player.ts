import { z } from 'zod'
import {
  AddressField,
  CityField,
  CprField,
  EmailField,
  MobileField,
  NameField,
  PasswordField,
  PinField,
  UserNameField,
  ZipField,
} from './account-rules.ts'
import { EXPECTED_BETTING, RULE_TEXT } from './field-rules.ts'

/** The Player API of SPEC.md section 7 at /rest/punter/: request bodies and answer data. */

const short = (max: number) => z.string().max(max, RULE_TEXT.tooLong)
/** Device channel: 8 on mobile phones, 0 on web and tablets (SPEC.md section 9). */
const Channel = z.union([z.literal(0), z.literal(8)])

const USER_STATUSES = ['open', 'temp', 'excluded', 'closed'] as const
const UserStatus = z.enum(USER_STATUSES)

export const User = z.object({
  id: z.number().int(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** kr., two decimals */
  balance: z.number(),
  bonusBalance: z.number(),
  status: UserStatus,
  /** When this session began, epoch ms: the top bar's session timer counts from it. */
  loginTimeNum: z.number(),
  hasNewsletterSubscription: z.boolean(),
  /** The login before this one, ISO time, or null on the first. */
  lastLogin: z.string().nullable(),
  /** ISO time by which a temp account must be verified. */
  verifyDeadline: z.string().nullable(),
})
export type User = z.infer<typeof User>

export const Profile = z.object({
  userId: z.number().int(),
  userName: z.string(),
  email: z.string(),
  cprNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  birthDate: z.string(),
  gender: z.enum(['M', 'F']),
  phoneNr: z.string(),
  phoneGSM: z.string(),
  securityQuestion: z.number().int(),
  mailList: z.boolean(),
  registerDate: z.string(),
  currency: z.literal('DKK'),
  valid: z.boolean(),
})
export type Profile = z.infer<typeof Profile>

export const AccountInformation = z.object({ user: User, profile: Profile })
export type AccountInformation = z.infer<typeof AccountInformation>

export const LoginStatus = z.object({ loggedIn: z.boolean(), userId: z.number().int().nullable() })
export type LoginStatus = z.infer<typeof LoginStatus>

export const ChannelLoginBody = z.object({
  userName: short(64).trim().min(1, 'Brugernavn mangler'),
  password: short(128).min(1, 'Kodeord kræves'),
  channel: Channel.default(0),
  version: z.literal(2).default(2),
})

export const IdentityResultBody = z.object({
  result: short(8192).min(1, RULE_TEXT.required),
  signature: short(1024).min(1, RULE_TEXT.required),
})

export const NemidParametersQuery = z.object({
  mode: z.enum(['login', 'signup', 'forgotpassword', 'confirm']),
  language: z.enum(['da', 'en']).default('da'),
})
export const NemidParameters = z.object({ url: z.string() })

export const SignupStep1Body = z.object({ cpr: CprField, email: EmailField })
/** Step 1 passed: the player goes on to MitID. */
export const SignupNext = z.object({ next: z.literal('mitid') })

/** What the CPR register says about the person; step 3 shows it for review. */
export const SignupPrefill = Profile.pick({
  firstName: true,
  lastName: true,
  address: true,
  zip: true,
  city: true,
  birthDate: true,
})
export type SignupPrefill = z.infer<typeof SignupPrefill>

export const SignupDetails = z.object({
  firstName: NameField,
  lastName: NameField,
  address: AddressField.min(1, RULE_TEXT.required),
  zip: ZipField,
  city: CityField.min(1, RULE_TEXT.required),
})
export const SignupStep3Body = z.object({ details: SignupDetails })
/** 'temp' when the details differ from the CPR register's (the account must then be verified). */
export const SignupStatus = z.object({ status: z.enum(['open', 'temp']) })

export { EXPECTED_BETTING }

export const RegisterBody = z.object({
  userName: UserNameField,
  password: PasswordField,
  phone: MobileField,
  securityQuestion: z.number({ error: RULE_TEXT.securityQuestion }).int().min(1).max(99),
  securityAnswer: short(100).trim().min(1, RULE_TEXT.securityQuestion),
  expectBetting: z.enum(EXPECTED_BETTING, { error: RULE_TEXT.expectBetting }),
  acceptTerms: z.literal(true, { error: RULE_TEXT.terms }),
  newsletter: z.boolean().default(false),
  bonusCode: short(30).trim().optional(),
  channel: Channel.default(0),
})

export const PinBody = z.object({ pin: PinField })
export const PinHash = z.object({ hash: z.string() })
export const LoginPinBody = z.object({
  pin: PinField,
  hash: short(200).min(1, RULE_TEXT.required),
  userName: short(64).min(1, RULE_TEXT.required),
  channel: Channel.default(8),
})

export const SetAccountInformationBody = z.object({
  email: EmailField,
  phoneNr: MobileField,
  // Shown but disabled: the address comes from the CPR register and cannot be changed here.
  address: short(120).optional(),
  zip: short(10).optional(),
  city: short(60).optional(),
  firstName: short(60).optional(),
  lastName: short(60).optional(),
})

/** logoutAll (takes no body): every session of the account ended, this one included; how many there were. */
export const LoggedOutEverywhere = z.object({ ended: z.number().int().min(0) })

export const ChangePasswordBody = z
  .object({
    current: short(128).min(1, RULE_TEXT.required),
    edit: z.string().max(64, RULE_TEXT.password),
    confirm: short(64).min(1, 'Feltet skal bekræftes'),
  })
  .refine((b) => b.edit === b.confirm, { message: 'Feltet skal bekræftes', path: ['confirm'] })

export const ResetPasswordBody = z.object({
  userName: short(64).trim().min(1, RULE_TEXT.required),
  email: short(254).trim().min(1, RULE_TEXT.required),
})

/** Sets a new password after MitID proved who the player is (the forgot-password route). */
export const RestorePasswordBody = IdentityResultBody.extend({
  password: PasswordField,
  confirm: short(64),
}).refine((b) => b.password === b.confirm, { message: 'Feltet skal bekræftes', path: ['confirm'] })

/** A confirmation the client shows as it is (password changed, reset mail sent, profile saved). */
export const Message = z.object({ message: z.string() })

export const SecurityQuestion = z.object({ id: z.number().int(), question: z.string() })
export const ExpectedBetting = z.object({
  expectBetting: z.enum(EXPECTED_BETTING).nullable(),
  options: z.array(z.enum(EXPECTED_BETTING)),
})
export const SetExpectedBettingBody = z.object({ expectBetting: z.enum(EXPECTED_BETTING) })

export const UserStatusData = z.object({
  status: UserStatus,
  /** The end of the active exclusion (own or ROFUS), ISO time; null when none or when it is for good. */
  tm: z.string().nullable(),
  /** True while any exclusion is active, the permanent one included. */
  excluded: z.boolean(),
  verifyDeadline: z.string().nullable(),
})

// Self-exclusion (SPEC.md sections 4, 5, 7, 9). Each answers Message on success.
const EXCLUSION_DAYS = [1, 7, 30] as const
export const ExcludeUserBody = z.object({ exclusionPeriod: z.enum(['ex_24h', 'ex_1m']) })
export const ExcludeUserDaysBody = z.object({
  exclusionDays: z.union(EXCLUSION_DAYS.map((d) => z.literal(d))),
})
/** Irreversible: the second checkbox of the permanent form must be ticked (SPEC.md section 5). */
export const ExcludeUserPermanentlyBody = z.object({ confirmPermanent: z.literal(true) })

export const NewsletterBody = z.object({ on: z.union([z.literal(0), z.literal(1)]) })
export const UnsubscribeBody = z.object({
  on: z.union([z.literal(0), z.literal(1)]).default(0),
  email: z.string().trim().max(254, 'Fejl. Ugyldig email.'),
})
export const AddTeamBody = z.object({
  code: short(40).trim().min(1, RULE_TEXT.required),
  note: short(500).default(''),
})

/** Content API calls that belong to login (SPEC.md section 7, Content API). */
export const DeviceBody = z.object({
  hardware_id: short(100).min(1, RULE_TEXT.required),
  useragent_id: short(300).min(1, RULE_TEXT.required),
  mobileApp: z.boolean().default(false),
})
export const AttachUserBody = DeviceBody.extend({
  user_id: z.number().int(),
  fullname: short(130).optional(),
  email: short(254).optional(),
  balance: z.number().optional(),
  username: short(64).optional(),
})
export const LastLoginBody = DeviceBody.extend({ user_id: z.number().int() })
export const DeviceId = z.object({ device_id: z.number().int() })
export const ClientId = z.object({ client_id: z.number().int() })
/** The login before this session's, ISO time, or null on the first. */
export const LastLogin = z.object({ lastLogin: z.string().nullable() })

export const Geo = z.object({ ip: z.string(), allowed: z.boolean() })
export type Geo = z.infer<typeof Geo>
