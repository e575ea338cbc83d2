import { fuzzEndpointsCalledBy } from './support/endpoints-fuzzing.ts';

// The signed-in customer's endpoints: account, customer area, client portal.
fuzzEndpointsCalledBy(['customer']);
