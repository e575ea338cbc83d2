import { fuzzEndpointsCalledBy } from './support/endpoints-fuzzing.ts';

// The endpoints anyone may call: sign-in, registration, lead forms, availability, checkout.
fuzzEndpointsCalledBy(['anonymous', 'checkout holder']);
