/** The address of a note's photo in the owner's mail: it carries the photo's token, so it opens without signing in. */
export function notePhotoLink(siteUrl: URL | undefined, token: string): string {
  const path = `/api/storm-note-photos/${token}`;
  return siteUrl ? new URL(path, siteUrl).href : path;
}
