import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userSettings } from '../../src/server/db/schema.ts';
import { LIMITS } from '../../src/shared/domain.ts';
import type { Family } from '../../src/shared/family.ts';
import { LANGUAGES } from '../../src/shared/languages.ts';
import { splitSentences } from '../../src/shared/sentences.ts';
import type { Story } from '../../src/shared/stories.ts';
import { type ChatRequestBody, startFakeOpenAi } from '../fakes/openai-fake.ts';
import { startFakeReplicate } from '../fakes/replicate-fake.ts';
import { startFakeSpeech } from '../fakes/speech-fake.ts';
import { storyIdOfJob } from '../setup/story-jobs.ts';
import { createTestApp } from '../setup/test-app.ts';
import { apiCaller, signUp } from '../setup/test-users.ts';

// Issue 4.6: the child's first name never leaves the server, checked at the real fake servers' wire.
const CHILD = 'Philomena';

/** A story model that writes from the brief it was sent, naming the child by what the brief calls it. */
function storyFrom(body: ChatRequestBody): string {
  const brief = JSON.parse(String(body.messages.at(-1)?.content)) as {
    childName: string | null;
    parentDescription: string | null;
    customActivities: string[];
  };
  const child = brief.childName ?? 'the child';
  const typed = [brief.parentDescription ?? '', ...brief.customActivities].join(' and ');
  return JSON.stringify({
    title: `${child} and the Quiet Pond`,
    scenes: Array.from({ length: LIMITS.scenesPerStory }, (_, index) => ({
      number: index + 1,
      text:
        index === 6
          ? `${child} yawns and snuggles into bed. The moon says goodnight. ${child} falls asleep.`
          : `${child} remembers the day. Today ${typed}. Everyone smiles softly.`,
      imagePrompt: `a small child named ${child} by a pond, scene ${index + 1}`,
      activity: null,
    })),
  });
}

/** The translator's answers, written from what it was sent: the name shows whatever the server sent in its place. */
function translatorFrom(body: ChatRequestBody): string | undefined {
  const system = String(body.messages[0]?.content);
  const sent = String(body.messages.at(-1)?.content);
  if (system.startsWith('Translate the user')) return sent;
  if (!system.startsWith('You translate') && !system.startsWith('You help the illustrator')) return undefined;
  const item = JSON.parse(sent) as { name: string; description: string };
  if (system.startsWith('You help the illustrator')) return `a friendly little bunny called ${item.name}`;
  return JSON.stringify(
    Object.fromEntries(
      LANGUAGES.map((language) => [language, { description: item.description, name: `${item.name} (${language})` }]),
    ),
  );
}

const openai = await startFakeOpenAi({
  apiKey: 'privacy-key',
  respond: (body) => translatorFrom(body) ?? storyFrom(body),
});
const replicate = await startFakeReplicate({ token: 'r8_privacy', latency: { imageMs: 5 } });
const speech = await startFakeSpeech({ apiKey: 'speech-key' });
afterAll(async () => {
  await openai.close();
  await replicate.close();
  await speech.close();
});

const logLines: string[] = [];
const { app, config, db } = await createTestApp(
  {
    LOG_LEVEL: 'debug',
    LLM_API_KEY: 'privacy-key',
    LLM_BASE_URL: `${openai.url}/v1`,
    REPLICATE_API_TOKEN: 'r8_privacy',
    REPLICATE_BASE_URL: replicate.url,
    TTS_PROVIDER: 'openai',
    TTS_BASE_URL: `${speech.url}/v1`,
    TTS_API_KEY: 'speech-key',
  },
  {
    timing: { backoffMs: 5, timeoutBackoffMs: 10, maxBackoffMs: 20, imageTimeoutMs: 5000 },
    logSink: (line) => logLines.push(line),
  },
);
const origin = config.publicUrl;

const call = apiCaller(app, origin);

describe('the child’s first name', () => {
  it('is in the story and its narration request as a placeholder only: never in a provider request or a log line', async () => {
    const parent = await signUp(app, origin, 'privacy-wire@example.org');
    expect((await call(parent, '/api/me/settings', { childName: CHILD }, 'PUT')).status).toBe(200);
    const started = await call(parent, '/api/stories/jobs', {
      characterId: 'character-bunny',
      activityIds: ['activity-playground'],
      customDescription: `${CHILD} fed the ducks at the pond`,
      customActivities: [`puddles with ${CHILD.toUpperCase()}`],
      language: 'en',
      idempotencyKey: 'privacy-wire',
    });
    expect(started.status, await started.clone().text()).toBe(201);
    const { jobId } = (await started.json()) as { jobId: string };
    const storyId = await storyIdOfJob(db, jobId);
    const story = (await (await call(parent, `/api/stories/${storyId}`)).json()) as Story;
    // The parent reads the name: it was put back into what the model wrote.
    expect(story.title).toBe(`${CHILD} and the Quiet Pond`);
    expect(story.scenes[0]?.text).toContain(`${CHILD} remembers the day. Today ${CHILD} fed the ducks`);
    expect(story.scenes.every((scene) => scene.imageUrl.startsWith('/media/'))).toBe(true);

    const spoken = await call(parent, '/api/speech', { storyId, sceneNumber: 7 });
    expect(spoken.status).toBe(200);
    expect(((await spoken.json()) as { useDeviceVoice: boolean }).useDeviceVoice).toBe(false);

    const chat = openai.chatRequests();
    const pictures = replicate.createRequests();
    const voices = speech.speechRequests();
    expect(chat.length).toBeGreaterThan(0);
    expect(pictures.length).toBe(LIMITS.scenesPerStory);
    // The voice speaks the scene sentence by sentence (so each sentence's time is measured).
    const lastScene = story.scenes.find((scene) => scene.number === 7)?.text ?? '';
    expect(voices.length).toBe(splitSentences(lastScene, story.language).length);
    // The placeholder went out where the name would have.
    expect(chat.map((request) => request.rawBody).join('\n')).toContain('Zuri fed the ducks');
    expect(chat.map((request) => request.rawBody).join('\n')).toContain('puddles with Zuri');
    expect(voices.map((request) => request.body.input).join(' ')).toContain('Zuri yawns');
    const leaks = [...chat, ...pictures, ...voices, ...replicate.requests, ...speech.requests, ...openai.requests]
      .map((request) => `${request.path}?${request.query} ${request.rawBody}`)
      .filter((text) => text.toLowerCase().includes(CHILD.toLowerCase()));
    expect(leaks).toEqual([]);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((line) => line.toLowerCase().includes(CHILD.toLowerCase()))).toEqual([]);
  });

  it('is a placeholder in what a custom character named after the child sends; the saved character keeps the name', async () => {
    const parent = await signUp(app, origin, 'privacy-character@example.org');
    expect((await call(parent, '/api/me/settings', { childName: CHILD }, 'PUT')).status).toBe(200);
    const before = openai.requests.length + replicate.requests.length;
    const name = `${CHILD} the Bunny`;
    const description = `${CHILD}'s favourite soft toy`;
    const enhanced = await call(parent, '/api/custom-images/enhance', { name, description });
    expect(enhanced.status, await enhanced.clone().text()).toBe(200);
    const { look } = (await enhanced.json()) as { look: string };
    expect(look).toContain(CHILD);
    const drawn = await call(parent, '/api/custom-images', { kind: 'character', name, description, look });
    expect(drawn.status, await drawn.clone().text()).toBe(200);
    const { imageUrl } = (await drawn.json()) as { imageUrl: string };
    const saved = await call(parent, '/api/characters', { name, description, imageUrl });
    expect(saved.status, await saved.clone().text()).toBe(201);
    const character = (await saved.json()) as { translations: Array<{ language: string; name: string }> };
    // A character keeps the name the parent typed in every language (issue 16.6).
    expect(character.translations.find((entry) => entry.language === 'de')?.name).toBe(name);

    expect(openai.requests.length + replicate.requests.length - before).toBeGreaterThanOrEqual(4);
    expect(
      openai
        .chatRequests()
        .map((request) => request.rawBody)
        .join('\n'),
    ).toContain('Zuri the Bunny');
    const leaks = [...replicate.requests, ...openai.requests]
      .map((request) => `${request.path}?${request.query} ${request.rawBody}`)
      .filter((text) => text.toLowerCase().includes(CHILD.toLowerCase()));
    expect(leaks).toEqual([]);
    expect(logLines.filter((line) => line.toLowerCase().includes(CHILD.toLowerCase()))).toEqual([]);
  });
});

/** A family of two children, a grandmother and a dog; a friend comes with tonight's moments. */
const PHILOMENA = { id: crypto.randomUUID(), name: CHILD, pronoun: 'she' as const, age: 'preschooler' as const };
const CASIMIR = { id: crypto.randomUUID(), name: 'Casimir', pronoun: 'he' as const, age: 'toddler' as const };
const OMA = { id: crypto.randomUUID(), name: 'Oma', kind: 'grandmother' as const };
const BISCUIT = { id: crypto.randomUUID(), name: 'Biscuit', kind: 'dog' as const };
const FAMILY: Family = { children: [PHILOMENA, CASIMIR], grownUps: [OMA], pets: [BISCUIT] };
const FRIEND = 'Noah';
const NAMES = [CHILD, 'Casimir', 'Oma', 'Biscuit', FRIEND];

/** What of `texts` names one of the family or the friend, as a whole word in any case ("Oma", not "aroma"). */
const naming = (texts: string[]) =>
  texts.filter((text) => NAMES.some((name) => new RegExp(`(?<![\\p{L}])${name}(?![\\p{L}])`, 'iu').test(text)));

/** Every request the fake providers received since `since` (counts per fake), as one text each. */
function requestsSince(since: { openai: number; replicate: number; speech: number }): string[] {
  return [
    ...openai.requests.slice(since.openai),
    ...replicate.requests.slice(since.replicate),
    ...speech.requests.slice(since.speech),
  ].map((request) => `${request.path}?${request.query} ${request.rawBody}`);
}

const counts = () => ({
  openai: openai.requests.length,
  replicate: replicate.requests.length,
  speech: speech.requests.length,
});

/** A story of tonight with the whole family and the friend, told in the parent's words; its saved story and scene 1 spoken. */
async function familyStory(email: string, key: string) {
  const parent = await signUp(app, origin, email);
  await db.update(userSettings).set({ family: FAMILY }).where(eq(userSettings.userId, parent.id));
  const started = await call(parent, '/api/stories/jobs', {
    characterId: 'character-bunny',
    activityIds: ['activity-playground'],
    customDescription: `${CHILD} and Casimir fed the ducks with Oma, and Biscuit barked at ${FRIEND}`,
    customActivities: [`puddles with ${FRIEND.toUpperCase()} and biscuit`],
    language: 'en',
    idempotencyKey: key,
    childIds: [PHILOMENA.id],
    moments: { with: [CASIMIR.id, OMA.id, BISCUIT.id], friends: [FRIEND], feeling: 'happy' },
  });
  expect(started.status, await started.clone().text()).toBe(201);
  const { jobId } = (await started.json()) as { jobId: string };
  const storyId = await storyIdOfJob(db, jobId);
  const story = (await (await call(parent, `/api/stories/${storyId}`)).json()) as Story;
  // Scene 1 tells the parent's words: every name of the story is in it.
  const spoken = await call(parent, '/api/speech', { storyId, sceneNumber: 1 });
  expect(spoken.status).toBe(200);
  return story;
}

describe('every name of the family', () => {
  it('two children, a grandmother, a dog and a friend: in the story, never in a provider request or a log line', async () => {
    const since = counts();
    const logsBefore = logLines.length;
    const story = await familyStory('privacy-family@example.org', 'privacy-family');
    // The model wrote from placeholders; the parent reads every name back where it stood.
    expect(story.scenes[0]?.text).toContain(
      `Today ${CHILD} and Casimir fed the ducks with Oma, and Biscuit barked at ${FRIEND} and puddles with ${FRIEND} and Biscuit.`,
    );
    const sent = requestsSince(since);
    expect(speech.speechRequests().length).toBeGreaterThan(0);
    expect(sent.join('\n')).toContain('Zuri and ');
    expect(naming(sent)).toEqual([]);
    expect(naming(logLines.slice(logsBefore))).toEqual([]);
  });

  it('stays out of every request and log line when the providers fail, retry and fall back', async () => {
    const since = counts();
    const logsBefore = logLines.length;
    openai.setFaults(['500', 'malformed-json', 'ragged', 'six-scenes', null]);
    replicate.setFaults({ rate: 0.4, kinds: ['500', 'failed', 'nsfw', 'malformed-json'], seed: 7 });
    speech.setFaults(['503']);
    try {
      const story = await familyStory('privacy-family-faults@example.org', 'privacy-family-faults');
      expect(story.scenes).toHaveLength(LIMITS.scenesPerStory);
    } finally {
      openai.setFaults([]);
      replicate.setFaults([]);
      speech.setFaults([]);
    }
    const sent = requestsSince(since);
    expect(sent.filter((text) => text.includes('Zuri')).length).toBeGreaterThan(0);
    expect(naming(sent)).toEqual([]);
    expect(logLines.slice(logsBefore).some((line) => line.includes('"level":40') || line.includes('"level":50'))).toBe(
      true,
    );
    expect(naming(logLines.slice(logsBefore))).toEqual([]);
  });
});
