import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { LIMITS } from '../../shared/domain.ts';
import { newPasswordProblem } from './password-rules.ts';

const SignUpBodySchema = z.object({
  email: z.email(),
  // A password Better Auth (or the common-password screen) refuses gets that refusal, whether the address is known
  // or not: answering a known address here first would tell which addresses have an account.
  password: z
    .string()
    .min(LIMITS.passwordMinLength)
    .max(128)
    .refine((password) => newPasswordProblem(password) === undefined),
  name: z.string(),
});

/**
 * Without email verification, Better Auth refuses a sign-up for a registered address with "user already exists",
 * which tells anyone which addresses have an account. This answers such a sign-up the way Better Auth answers it when
 * verification is on (no session, the "check your email" view) and lets the owner know by mail. A new address still
 * signs in at once, so the two replies cannot be made identical: see docs/decisions/012-sign-up-replies.md.
 */
export function answerExistingSignUp(onExisting: (account: { id: string; email: string }) => void): BetterAuthPlugin {
  return {
    id: 'answer-existing-sign-up',
    hooks: {
      before: [
        {
          matcher: (context) => context.path === '/sign-up/email',
          handler: createAuthMiddleware(async (ctx) => {
            const body = SignUpBodySchema.safeParse(ctx.body);
            // Anything Better Auth would refuse anyway gets Better Auth's own answer.
            if (!body.success) return;
            const email = body.data.email.toLowerCase();
            const existing = await ctx.context.internalAdapter.findUserByEmail(email);
            if (!existing?.user) return;
            // A new account hashes its password too: both replies take about as long.
            await ctx.context.password.hash(body.data.password);
            onExisting({ id: existing.user.id, email: existing.user.email });
            const now = new Date();
            // No `token`: no sign-up answer carries one (auth.ts), so this one looks like a new account's.
            return ctx.json({
              user: {
                id: ctx.context.generateId({ model: 'user' }) || randomUUID(),
                name: body.data.name,
                email,
                emailVerified: false,
                image: null,
                createdAt: now,
                updatedAt: now,
                twoFactorEnabled: false,
              },
            });
          }),
        },
      ],
    },
  };
}
