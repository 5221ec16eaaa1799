/**
 * Error codes of the JSON API (`{ error: { code, message } }`). The client shows `errors.<code>` from its
 * translations; `message` is the English text of spec §8, for logs and for callers without translations.
 */
export const ERROR_MESSAGES = {
  notFound: 'Not found.',
  invalidInput: 'Some of the information sent is not valid.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to perform this action.',
  payloadTooLarge: 'That is more than the app can accept at once.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  serverBusy: 'The app is very busy right now. Please try again in a moment.',
  requestTimeout: 'Your connection was too slow to send that. Please try again.',
  mediaStoreUnavailable: 'Pictures cannot be saved right now. Please try again in a few minutes.',
  recordExists: 'This record already exists.',
  recordMissing: 'This operation refers to a record that does not exist.',
  databaseConfiguration: 'Database configuration error.',
  invalidFormat: 'Invalid input format.',
  databaseError: 'An unexpected database error occurred.',
  internal: 'Something went wrong on our side. Please try again.',
  accessCodeInvalid: 'That access code is not right.',
  accessCodeRequired: 'Please enter the access code first.',
  missingContent: 'Pick a character and at least one activity, or tell us about the day.',
  dailyLimitReached: 'You have reached the maximum number of stories for today.',
  premiumRequired: 'Premium pictures come with a premium account.',
  characterNotFound: 'That character could not be found.',
  activityNotFound: 'One of those activities could not be found.',
  familyMemberNotFound: 'Someone in this story is not in your family any more. Please choose again.',
  storyNotFound: 'Story not found.',
  invalidStoryId: 'That is not a valid story.',
  jobNotFound: 'That story is not being made any more.',
  unsafeContent: 'Let’s keep tonight’s story gentle. Please leave out scary or grown-up things and try again.',
  storyGenerationFailed: 'Story generation is currently unavailable. Please try again in a little while.',
  imageGenerationFailed: 'Failed to generate image after multiple attempts.',
  cancelled: 'Image generation was cancelled',
  regenerationLimitReached: 'This story’s pictures have been redrawn 3 times already.',
  picturesBudgetReached: 'That is all the new pictures for today. You can make more tomorrow.',
  enhanceBudgetReached: 'That is all the new characters for today. You can make more tomorrow.',
  narrationBudgetReached: 'The reading voice is resting until tomorrow. Your device’s own voice can read it now.',
  savesBudgetReached: 'That is all the characters and activities you can save today. You can save more tomorrow.',
  featureOff: 'This is turned off for now.',
  signUpLimitReached: 'Too many new accounts were made from this network today. Please try again tomorrow.',
  foreignOrigin: 'This request did not come from the app.',
  reauthPasswordRequired: 'Please enter your password to delete your account.',
  reauthPasswordWrong: 'That password is not right.',
  reauthLinkSent: 'We sent you a sign-in link. Open it on this device, then delete your account within 5 minutes.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** `words`: for unsafeContent, the parent's words the check refused, as they wrote them (when it can name them). */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]>; words?: string[] };
};
