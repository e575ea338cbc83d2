// Words for a failure the server did not explain (no answer, or an answer without a message).

export const unreachableMessage = 'We could not reach the server. Check your connection and try again.';
