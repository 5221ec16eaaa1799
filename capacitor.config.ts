import type { CapacitorConfig } from '@capacitor/cli';

/** The native wrapper: the built web app (`dist/`) inside an Android (and iOS) shell. */
const config: CapacitorConfig = {
  appId: 'app.bedtimestories',
  appName: 'Bedtime Stories',
  webDir: 'dist',
  android: { allowMixedContent: false },
  server: { androidScheme: 'https' },
  plugins: {
    SplashScreen: { launchShowDuration: 0 },
  },
};

export default config;
