import { createContext } from 'react';
import type { TypedValues } from './typed-values.ts';

/**
 * What was typed into a form's stand-in before its code arrived (FormOnFirstUse); useZodForm puts
 * each value into its field, as it does with what was typed before hydration.
 */
export const CarriedValues = createContext<TypedValues>({});
