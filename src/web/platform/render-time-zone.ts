import { createContext, useContext } from 'react';

/**
 * The time zone dates are drawn in: the device's (undefined) in the browser; the parent's saved one when the server
 * renders the first screen (decision 023), which the browser takes over only where the two agree.
 */
export const RenderTimeZone = createContext<string | undefined>(undefined);

export function useRenderTimeZone(): string | undefined {
  return useContext(RenderTimeZone);
}
