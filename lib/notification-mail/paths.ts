// Where the notification-mail screens and the one-click address live. Client-safe.
export const PREFERENCES_PATH = "/profile/notifications";
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const UNSUBSCRIBE_API_PATH = "/api/unsubscribe";
