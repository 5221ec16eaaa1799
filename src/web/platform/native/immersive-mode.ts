import { registerPlugin } from '@capacitor/core';

/**
 * The app's own Android plugin (`ImmersivePlugin.java`): hides the status and navigation bars for full-screen
 * reading, a swipe from the edge showing them for a moment only.
 */
export type ImmersiveModePlugin = {
  enter(): Promise<void>;
  leave(): Promise<void>;
};

export const ImmersiveMode = registerPlugin<ImmersiveModePlugin>('Immersive');
