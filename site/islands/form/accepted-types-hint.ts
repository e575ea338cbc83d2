/** The accepted types as an upload form's hint and its file picker's filter state them. */
export const acceptedTypesHint = (extensions: readonly string[], maxBytes: number) =>
  `${extensions.map((extension) => extension.toUpperCase()).join(', ')}; up to ${maxBytes / (1024 * 1024)} MB.`;
