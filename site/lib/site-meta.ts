export const siteName = 'Bayou Lafourche Marine';
