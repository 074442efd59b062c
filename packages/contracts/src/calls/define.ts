// The shape of one call contract, and the two ways a call's input is declared: an object the
// caller must send, or one whose fields are all optional so the caller may send nothing.
import { z } from "zod";

export type CallType = "query" | "mutation";
/** public: no token; user: a valid access token; optional: token used when present. */
export type CallAuth = "public" | "user" | "optional";

export type CallInputSchema = z.ZodObject | z.ZodPrefault<z.ZodObject>;

export interface CallContract<I extends CallInputSchema = CallInputSchema, O extends z.ZodType = z.ZodType> {
  readonly type: CallType;
  readonly auth: CallAuth;
  readonly input: I;
  readonly output: O;
  /** One line for the OpenAPI document. */
  readonly summary: string;
}

export function defineCall<I extends CallInputSchema, O extends z.ZodType>(
  call: CallContract<I, O>,
): CallContract<I, O> {
  return call;
}

/** Input whose fields are all optional: `undefined` is read as `{}`, so defaults still apply. */
export function optionalFieldsInput<S extends z.ZodRawShape>(shape: S) {
  const object = z.object(shape);
  return object.prefault({} as z.input<typeof object>);
}

/** The object schema behind a call input, for listing its fields. */
export function inputObject(input: CallInputSchema): z.ZodObject {
  return input instanceof z.ZodPrefault ? (input.unwrap() as z.ZodObject) : input;
}

/** `{ message }` answers of calls whose response shape has no entity of its own. */
export const messageResponseSchema = z.object({ message: z.string().max(1000) });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The input of a call that takes none (an empty object, or nothing at all). */
export const noInput = optionalFieldsInput({});
