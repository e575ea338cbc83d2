/** The page that asks for a sign-in link by mail, and opens the mailed link (`?token=`). */
export const signInLinkPage = '/customer/sign-in-link';
