import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CreateCatalogItemSchema,
  CustomImageSchema,
  EnhanceCharacterSchema,
  SaveActivitySchema,
} from '../../shared/catalog.ts';
import { LIMITS } from '../../shared/domain.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import type { Auth } from '../auth/auth.ts';
import { optionalUserId } from '../auth/optional-user.ts';
import { languageOfRequest, languageOfUser } from '../auth/request-language.ts';
import { requireUser } from '../auth/require-user.ts';
import type { Database } from '../db/client.ts';
import { userSettings } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AppEnv } from '../http/app-env.ts';
import { jsonBody } from '../http/validate.ts';
import type { DailyBudget } from '../limits/daily-budget.ts';
import type { Logger } from '../logger.ts';
import type { MediaHealth } from '../media/media-health.ts';
import { isMediaStoreError, type MediaStore } from '../media/media-store.ts';
import { removeMediaByUrl } from '../media/remove-media.ts';
import { storeImage } from '../media/store-image.ts';
import type { Providers } from '../providers/registry.ts';
import { nameGuardOf } from '../stories/generation/family-names.ts';
import { IMAGE_STYLE, type PipelineTiming, withPictureLadder } from '../stories/generation/pipeline.ts';
import {
  type CatalogKind,
  customItemId,
  deleteCustomItem,
  findCustomItem,
  insertCustomItem,
  listCatalog,
  ownsMedia,
} from './catalog-repository.ts';
import { recentActivities, removeSavedActivity, saveTypedActivity } from './saved-activities.ts';

export type CatalogRouteDeps = {
  timing?: PipelineTiming | undefined;
  db: Database;
  auth: Auth;
  media: MediaStore;
  providers: Providers;
  logger: Logger;
  /** Each preview, enhance call and save is a paid provider call: a parent has a daily budget of each. */
  budget: DailyBudget;
  /** A preview is refused at once while the media store is down: it could not be kept. */
  mediaHealth?: MediaHealth | undefined;
};

/** spec §9: character and activity pictures are 512x512, guidance 7.5, 4 steps, not fast. */
const SQUARE = { width: 512, height: 512, guidanceScale: 7.5, numInferenceSteps: 4, goFast: false };

/** Characters, activities, typed activities and custom pictures (spec §2 creation screens, §7 data calls). */
export function catalogRoutes(deps: CatalogRouteDeps) {
  const { db, providers } = deps;
  const signedIn = requireUser(deps.auth);
  /**
   * A name or description is checked in the parent's saved language and the language their app is showing (each
   * list includes English), since either may be the one they type in.
   */
  const ensureSafeItem = async (
    request: Request,
    userId: string,
    texts: string[],
    restore: (text: string) => string,
  ) => {
    const shown = languageOfRequest(request);
    // Every list includes English, so English is checked on its own only when it is the parent's own language.
    const languages = new Set([await languageOfUser(db, userId, request), ...(shown === 'en' ? [] : [shown])]);
    for (const language of languages) {
      const verdict = await providers.safety.check(texts, language);
      // The refused words go back as the parent wrote them (their child's name too), for them to change.
      if (!verdict.isSafe) throw new AppError('unsafeContent', 422, undefined, { words: verdict.words?.map(restore) });
    }
  };
  /**
   * A parent may name a character after their child, or their dog: no name of the family (Settings) goes to a
   * provider. `hide` puts the placeholders in, `restore` takes what a provider wrote back to the names
   * (docs/decisions/010).
   */
  const familyNameGuard = (userId: string) => nameGuardOf(db, userId);

  const catalog = (kind: CatalogKind, path: string) =>
    new Hono<AppEnv>()
      .get(path, async (c) => c.json(await listCatalog(db, kind, await optionalUserId(deps.auth, c))))
      .post(path, signedIn, async (c) => {
        const userId = c.get('user').id;
        const input = await jsonBody(c, CreateCatalogItemSchema);
        const id = customItemId(kind, input.clientKey);
        // spec §9: a slow save is tried again; the retry carries the same key and gets the one item.
        const existing = input.clientKey ? await findCustomItem(db, kind, userId, id) : undefined;
        if (existing) return c.json(existing, 200);
        if (!(await ownsMedia(db, userId, input.imageUrl))) throw new AppError('invalidInput', 400, 'Unknown picture.');
        const names = await familyNameGuard(userId);
        const sent = { name: names.hide(input.name), description: names.hide(input.description) };
        const sentLook = kind === 'character' && input.look !== undefined ? names.hide(input.look) : undefined;
        await ensureSafeItem(
          c.req.raw,
          userId,
          [sent.name, sent.description, ...(sentLook ? [sentLook] : [])],
          names.restore,
        );
        // Translating and describing the item are paid language-model calls, and one preview may be saved again and
        // again under new keys: saves have a daily budget of their own.
        await deps.budget.spend(userId, 'saves');
        const described = async () => ({
          translated: input.skipTranslations ? undefined : await providers.translator.translateItem(sent),
          look: names.restore(
            kind === 'character'
              ? (sentLook ?? (await providers.translator.describeCharacter(sent)))
              : await providers.translator.toEnglish(sent.description),
          ),
        });
        const { translated, look } = await described().catch(async (error: unknown) => {
          await deps.budget.giveBack(userId, 'saves');
          throw error;
        });
        const saved = await insertCustomItem(db, kind, {
          id,
          userId,
          name: input.name,
          description: input.description,
          imageUrl: input.imageUrl,
          look,
          translations: LANGUAGES.map((language) => {
            const text = translated?.[language];
            // A character's name is the parent's own, as they typed it, in every language (issue 16.6).
            const name = kind === 'character' || !text ? input.name : names.restore(text.name);
            return text
              ? { language, name, description: names.restore(text.description) }
              : { language, name, description: input.description };
          }),
        });
        // The key is someone else's item: a key is a fresh UUID, so this is no honest client.
        if (!saved) throw new AppError('recordExists', 409);
        // Two tries of one save can both pass the first look; the one that did not write gives its budget back.
        if (!saved.created) await deps.budget.giveBack(userId, 'saves');
        return c.json(saved.item, saved.created ? 201 : 200);
      })
      .delete(`${path}/:id`, signedIn, async (c) => {
        const removed = await deleteCustomItem(db, kind, c.get('user').id, c.req.param('id'));
        // Not found and not yours look the same, so ids of other parents' items reveal nothing.
        if (!removed) throw new AppError('notFound', 404);
        await removeMediaByUrl(deps, c.get('user').id, [removed.imageUrl]);
        return c.body(null, 204);
      });

  return new Hono<AppEnv>()
    .route('/', catalog('character', '/characters'))
    .route('/', catalog('activity', '/activities'))
    .get('/saved-activities', signedIn, async (c) => c.json(await recentActivities(db, c.get('user').id)))
    .post('/saved-activities', signedIn, async (c) => {
      const { name } = await jsonBody(c, SaveActivitySchema);
      const userId = c.get('user').id;
      // Saves of every kind share one daily budget; a new typed activity is one.
      return c.json(await saveTypedActivity(db, userId, name, () => deps.budget.spend(userId, 'saves')), 201);
    })
    .delete('/saved-activities/:id', signedIn, async (c) => {
      const id = c.req.param('id');
      if (!/^[0-9a-f-]{36}$/i.test(id) || !(await removeSavedActivity(db, c.get('user').id, id))) {
        throw new AppError('notFound', 404);
      }
      return c.body(null, 204);
    })
    .post('/custom-images/enhance', signedIn, async (c) => {
      // spec §2: the character modal's 'enhancing' step, apart from drawing so the parent sees each.
      const userId = c.get('user').id;
      const input = await jsonBody(c, EnhanceCharacterSchema);
      const names = await familyNameGuard(userId);
      const sent = { name: names.hide(input.name), description: names.hide(input.description) };
      await ensureSafeItem(c.req.raw, userId, [sent.name, sent.description], names.restore);
      await deps.budget.spend(userId, 'enhance');
      const signal = c.req.raw.signal;
      try {
        const look = names.restore(await providers.translator.describeCharacter(sent, { signal }));
        return c.json({ look: look.replace(/\s+/g, ' ').trim().slice(0, LIMITS.descriptionMaxLength) });
      } catch (error) {
        if (signal.aborted) throw new AppError('cancelled', 400);
        await deps.budget.giveBack(userId, 'enhance');
        deps.logger.warn({ err: error }, 'enhancing a character failed');
        throw new AppError('imageGenerationFailed', 502);
      }
    })
    .post('/custom-images', signedIn, async (c) => {
      const userId = c.get('user').id;
      const input = await jsonBody(c, CustomImageSchema);
      if (input.premium) {
        const [settings] = await db
          .select({ premium: userSettings.premiumUser })
          .from(userSettings)
          .where(eq(userSettings.userId, userId));
        if (!settings?.premium) throw new AppError('premiumRequired', 403);
      }
      // Before any paid call: a picture that cannot be stored is not worth drawing. The store is asked now, not
      // trusted from the last few seconds: a probe costs milliseconds beside a picture's seconds.
      if (deps.mediaHealth && (await deps.mediaHealth.status({ fresh: true })) === 'down') {
        throw new AppError('mediaStoreUnavailable', 503);
      }
      const names = await familyNameGuard(userId);
      const sent = {
        name: names.hide(input.name),
        description: names.hide(input.description),
        look: input.look === undefined ? undefined : names.hide(input.look),
      };
      await ensureSafeItem(
        c.req.raw,
        userId,
        [sent.name, sent.description, ...(sent.look ? [sent.look] : [])],
        names.restore,
      );
      await deps.budget.spend(userId, 'pictures');
      // Closing the modal aborts the request, and with it the provider call (spec §4).
      const signal = c.req.raw.signal;
      const subject =
        input.kind === 'character'
          ? (sent.look ??
            (await providers.translator.describeCharacter(
              { name: sent.name, description: sent.description },
              { signal },
            )))
          : await providers.translator.toEnglish(`${sent.name}: ${sent.description}`, { signal });
      const prompt =
        input.kind === 'character'
          ? `${IMAGE_STYLE}. A portrait of one friendly character for a toddler's bedtime story: ${subject}. Plain soft background.`
          : `${IMAGE_STYLE}. A cosy scene of a toddler's day, showing: ${subject}.`;
      try {
        // The scenes' ladder (issue 16.6): one refused or failed picture is tried again.
        const stored = await withPictureLadder(
          deps,
          async (_attempt, attemptSignal) => {
            const illustration = await providers.illustrator.draw(
              {
                ...SQUARE,
                prompt,
                premium: input.premium,
                // A fresh variation each time, so "New picture" draws a different one (the built-in illustrator's
                // sky follows its seed).
                composition: {
                  role: input.kind === 'character' ? 'portrait' : 'activity',
                  name: input.name,
                  // The built-in illustrator draws the item from the parent's own words (base, colours, accessories).
                  look: [sent.name, sent.description, sent.look].filter(Boolean).join('. '),
                  language: languageOfRequest(c.req.raw),
                  seed: `${prompt} ${randomUUID()}`,
                },
              },
              { signal: attemptSignal },
            );
            return storeImage(deps, { image: illustration, userId, prefix: `users/${userId}/custom`, signal });
          },
          { signal, context: { userId, kind: input.kind } },
        );
        if (!stored) throw new Error('every picture attempt failed');
        return c.json({ imageUrl: stored.imageUrl });
      } catch (error) {
        if (signal.aborted) throw new AppError('cancelled', 400);
        await deps.budget.giveBack(userId, 'pictures');
        if (isMediaStoreError(error)) {
          deps.mediaHealth?.suspect();
          throw new AppError('mediaStoreUnavailable', 503, undefined, { cause: error });
        }
        deps.logger.warn({ err: error }, 'custom picture failed');
        // The provider's own text stays in the log: the parent sees the translated message of the code.
        throw new AppError('imageGenerationFailed', 502);
      }
    });
}
