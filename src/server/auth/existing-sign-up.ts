import { randomUUID } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';

const SignUpBodySchema = z.object({
  email: z.email(),
  password: z.string().min(6).max(128),
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
