/** A text to count, sent to the tokenizer worker. */
export interface CountRequest {
  id: number;
  text: string;
}

/** The worker's answer: the count, or why there is none. */
export type CountResponse = { id: number; tokens: number } | { id: number; error: string };
