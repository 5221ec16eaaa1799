import type { WrittenScene } from '../../providers/types.ts';

/**
 * The pictures of a story being written, draft by draft (issue 16.7: no paid work thrown away).
 *
 * A scene's picture starts as soon as its text has passed the scene checks. When the writer starts a new draft (a
 * cut stream asked for anew, a repair), the last draft's pictures are not stopped at once: a new draft usually tells
 * most scenes in the same words, and a picture already drawn for those words is the picture that scene needs. Each
 * waits until the new draft reaches its scene: the same text and prompt adopt it, other words stop it. What no draft
 * adopted is stopped when the story is final; when the built-in storyteller takes over, all of it is stopped at once.
 */

export type PictureContext = {
  /** Where this picture's files go (its own folder, removed when the picture is dropped). */
  prefix: string;
  signal: AbortSignal;
  /** The scene's draft is not checked whole yet: the provider should keep the picture cancellable. */
  mayBeDropped: boolean;
  /** Whether the scene is shown to the parent now; progress is written only then. */
  isLive: () => boolean;
};

export type ScenePicture<T> = {
  number: number;
  text: string;
  imagePrompt: string;
  prefix: string;
  task: Promise<T>;
  /** The picture once drawn. */
  done: T | undefined;
  live: boolean;
  controller: AbortController;
};

export type ScenePicturesOptions<T> = {
  /** The folder of a draft's pictures. */
  folder: (draft: number) => string;
  draw: (scene: WrittenScene, context: PictureContext) => Promise<T>;
  /** A picture of an earlier draft was adopted: its scene is shown again, as far as it has got. */
  adopted: (picture: ScenePicture<T>) => void;
  /** Removes the files under a dropped picture's folder. */
  remove: (prefix: string) => Promise<void>;
  /** Stops every picture with the job. */
  signal: AbortSignal;
};

export function createScenePictures<T>(options: ScenePicturesOptions<T>) {
  let draft = 1;
  let count = 0;
  let current = new Map<number, ScenePicture<T>>();
  /** Pictures of earlier drafts, by scene, until the current draft reaches their scene. */
  const carried = new Map<number, ScenePicture<T>>();
  const removals: Promise<void>[] = [];

  const same = (picture: ScenePicture<T>, scene: WrittenScene) =>
    picture.text === scene.text && picture.imagePrompt === scene.imagePrompt;

  function drop(picture: ScenePicture<T>, why: string): void {
    picture.live = false;
    picture.controller.abort(new Error(why));
    removals.push(
      picture.task.then(
        () => options.remove(`${picture.prefix}/`),
        () => options.remove(`${picture.prefix}/`),
      ),
    );
  }

  function start(scene: WrittenScene, { mayBeDropped }: { mayBeDropped: boolean }): void {
    const earlier = current.get(scene.number);
    if (earlier && same(earlier, scene)) return;
    // The writer sent this scene again with other words: the picture for the old words is not needed.
    if (earlier) drop(earlier, 'the scene was rewritten');
    const kept = carried.get(scene.number);
    if (kept) {
      carried.delete(scene.number);
      if (same(kept, scene)) {
        kept.live = true;
        current.set(scene.number, kept);
        options.adopted(kept);
        return;
      }
      drop(kept, 'the new draft tells this scene in other words');
    }
    count += 1;
    const controller = new AbortController();
    const picture: ScenePicture<T> = {
      number: scene.number,
      text: scene.text,
      imagePrompt: scene.imagePrompt,
      prefix: `${options.folder(draft)}/scene-${scene.number}-${count}`,
      task: Promise.resolve(undefined as T),
      done: undefined,
      live: true,
      controller,
    };
    picture.task = options
      .draw(scene, {
        prefix: picture.prefix,
        signal: AbortSignal.any([options.signal, controller.signal]),
        mayBeDropped,
        isLive: () => picture.live,
      })
      .then((image) => {
        picture.done = image;
        return image;
      });
    // Awaited by whoever needs it; this only keeps an early failure from being reported as unhandled.
    picture.task.catch(() => undefined);
    current.set(scene.number, picture);
  }

  return {
    start,
    /**
     * A new draft begins. `keep`: its scenes may adopt this draft's pictures (a repair, a cut stream asked anew);
     * otherwise (another writer takes over) every picture drawn so far is stopped now.
     */
    newDraft({ keep }: { keep: boolean }): void {
      draft += 1;
      for (const picture of current.values()) {
        picture.live = false;
        const older = carried.get(picture.number);
        if (older) drop(older, 'a later draft had this scene');
        carried.set(picture.number, picture);
      }
      current = new Map();
      if (!keep) this.dropCarried();
    },
    /** Stops the earlier drafts' pictures no draft adopted (the story is final, or another writer takes over). */
    dropCarried(): void {
      for (const picture of carried.values()) drop(picture, 'no draft needs this picture');
      carried.clear();
    },
    /** The current draft's picture of a scene. */
    of(number: number): ScenePicture<T> | undefined {
      return current.get(number);
    },
    /** Stops every picture (the job failed or was cancelled). */
    dropAll(): void {
      for (const picture of current.values()) drop(picture, 'the story was stopped');
      current.clear();
      this.dropCarried();
    },
    /** Waits until the files of dropped pictures are removed. */
    async settled(): Promise<void> {
      while (removals.length > 0) await Promise.allSettled(removals.splice(0));
    },
  };
}

export type ScenePictures<T> = ReturnType<typeof createScenePictures<T>>;
