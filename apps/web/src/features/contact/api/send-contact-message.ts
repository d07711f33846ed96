import {
  contactRequestSchema,
  contactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@felt/contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/contact/`: the request body is validated with this same schema before sending. */
export const sendContactMessageInputSchema = contactRequestSchema;
export type SendContactMessageInput = ContactRequest;

export async function sendContactMessage(input: SendContactMessageInput): Promise<ContactResponse> {
  const body = await api.post('/api/contact/', input);
  return contactResponseSchema.parse(body);
}

type MutationOptions = Omit<
  UseMutationOptions<ContactResponse, Error, SendContactMessageInput>,
  'mutationFn'
>;

export function useSendContactMessage(options: MutationOptions = {}) {
  return useMutation({ ...options, mutationFn: sendContactMessage });
}
