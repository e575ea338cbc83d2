/** The staff account every e2e server starts with (ADMIN_USERNAME / ADMIN_PASSWORD in playwright.config.ts). */
export const staffUsername = 'harbormaster';
export const staffPassword = 'Larose-Harbor-2026';
