import { Type, type Static } from '@sinclair/typebox';

/** A city or brand of the workshop form (`GET /app-services/cities|brands-form-workshop`). */
export const WorkshopOption = Type.Object({ id: Type.Integer(), name: Type.String() });
export type WorkshopOption = Static<typeof WorkshopOption>;

export const WorkshopOptions = Type.Array(WorkshopOption);
export type WorkshopOptions = Static<typeof WorkshopOptions>;
