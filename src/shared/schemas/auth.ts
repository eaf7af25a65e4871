import * as z from 'zod/mini';
import { CONFIRM_ACCOUNT_SCOPE, ROLE_ADMIN, ROLE_COACH, ROLE_ORG } from '../constants';
import { MESSAGES as M } from '../messages';
import { CHANGE_EMAIL_SCOPE } from '../texts/account-control';
import {
  CurrentPasswordSchema,
  EmailSchema,
  MobileSchema,
  NameSchema,
  NewPasswordSchema,
  OpaqueTokenSchema,
  requiredText,
  TermsSchema,
} from './fields';

type WithConfirm = { confirmPassword: string; password?: string; newPassword?: string };
const passwordsMatch = (key: 'password' | 'newPassword') =>
  z.refine<WithConfirm>((v) => v.confirmPassword === v[key], {
    error: M.passwordsMustMatch,
    path: ['confirmPassword'],
  });

const ConfirmPasswordSchema = z
  .string({ error: M.required })
  .check(z.minLength(1, { error: M.required, abort: true }));

// ---- sign-in ----
export const SignInFormSchema = z.object({
  email: EmailSchema,
  password: z.string({ error: M.required }).check(z.minLength(1, M.required)),
  rememberMe: z.boolean(),
});
export type SignInForm = z.infer<typeof SignInFormSchema>;

export const LoginRequestSchema = z.object({
  username: z
    .string({ error: M.required })
    .check(
      z.trim(),
      z.minLength(1, { error: M.required, abort: true }),
      z.maxLength(254, { error: M.invalidEmail }),
    ),
  password: CurrentPasswordSchema,
  rememberMe: z.optional(z.boolean()),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const TokenPairSchema = z.object({ token: z.string(), refresh_token: z.string() });
export type TokenPair = z.infer<typeof TokenPairSchema>;
export const LoginResponseSchema = z.extend(TokenPairSchema, { message: z.string() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshRequestSchema = z.object({ refresh_token: OpaqueTokenSchema });
export const RefreshResponseSchema = TokenPairSchema;
export const LogoutRequestSchema = RefreshRequestSchema;

// ---- the signed-in user ----
export const RoleSchema = z.enum([ROLE_COACH, ROLE_ORG, ROLE_ADMIN]);
export const UserSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: RoleSchema,
  orgId: z.optional(z.nullable(z.number())),
  emailVerified: z.optional(z.boolean()),
  /** Whether two-step sign-in (TOTP) is on (issue 32; /account reads it from the details). */
  twoFactor: z.optional(z.boolean()),
});
export type User = z.infer<typeof UserSchema>;
export const LoggedInUserResponseSchema = z.object({
  userDetails: z.array(UserSchema).check(z.minLength(1)),
});

// ---- coach sign-up ----
const SignUpShape = {
  firstName: NameSchema,
  lastName: NameSchema,
  mobileNumber: MobileSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  termsAndConditions: TermsSchema,
};
export const SignUpRequestSchema = z.object(SignUpShape);
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;
export const SignUpFormSchema = z
  .object({ ...SignUpShape, confirmPassword: ConfirmPasswordSchema })
  .check(passwordsMatch('password'));
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

// ---- organisation sign-up ----
const OrgSignUpShape = {
  orgName: requiredText(120),
  orgType: requiredText(100),
  ...SignUpShape,
};
export const OrgSignUpRequestSchema = z.object(OrgSignUpShape);
export type OrgSignUpRequest = z.infer<typeof OrgSignUpRequestSchema>;
export const OrgSignUpFormSchema = z
  .object({ ...OrgSignUpShape, confirmPassword: ConfirmPasswordSchema })
  .check(passwordsMatch('password'));
export type OrgSignUpForm = z.infer<typeof OrgSignUpFormSchema>;

// ---- forgot / reset / change password ----
export const ForgotPasswordFormSchema = z.object({ email: EmailSchema });
export const ForgotPasswordRequestSchema = ForgotPasswordFormSchema;
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: ConfirmPasswordSchema })
  .check(passwordsMatch('password'));
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;
export const ResetPasswordRequestSchema = z.object({
  token: OpaqueTokenSchema,
  password: NewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordFormSchema = z
  .object({
    // SPEC 5: the password rule covers the old password too (every stored password meets it:
    // sign-up, reset and change all apply it), with the rule's message, not sign-in's.
    oldPassword: NewPasswordSchema,
    newPassword: NewPasswordSchema,
    confirmPassword: ConfirmPasswordSchema,
  })
  .check(passwordsMatch('newPassword'));
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;
export const ChangePasswordRequestSchema = ChangePasswordFormSchema;
export const ChangePasswordResponseSchema = z.extend(TokenPairSchema, { message: z.string() });

// ---- account confirmation ----
export const ValidateUserTokenRequestSchema = z.object({
  token: OpaqueTokenSchema,
  // 'Change Email' (issue 31): the link mailed to a new address (src/shared/schemas/account.ts).
  scope: z.enum([CONFIRM_ACCOUNT_SCOPE, CHANGE_EMAIL_SCOPE]),
});
