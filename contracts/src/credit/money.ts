import { Type } from '@sinclair/typebox';

/** An amount in lempiras as the credit and history responses send it (a JSON number). */
export const Money = (description = 'Lempiras (HNL)') => Type.Number({ description });
