import { z } from 'zod';
import { pageOf, PageQuerySchema } from '../http.contract';
import { EmailSchema, PhoneSchema } from '../users/users.contract';

export const CONTACT_LIMITS = { nameMax: 120, messageMax: 5000 } as const;

/** An optional field that may also arrive empty from a form: empty means "not given". */
const optionalOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

export const ContactBodySchema = z
  .strictObject({
    name: z
      .string({ message: 'name is required' })
      .trim()
      .min(1, { message: 'name is required' })
      .max(CONTACT_LIMITS.nameMax, { message: `name must be at most ${CONTACT_LIMITS.nameMax} characters` }),
    email: optionalOf(EmailSchema),
    phone: optionalOf(PhoneSchema),
    message: z
      .string({ message: 'message is required' })
      .trim()
      .min(1, { message: 'message is required' })
      .max(CONTACT_LIMITS.messageMax, {
        message: `message must be at most ${CONTACT_LIMITS.messageMax} characters`,
      }),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    message: 'email or phone is required, so that we can answer',
    path: ['email'],
  });
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ListContactQuerySchema = PageQuerySchema.extend({
  handled: z
    .enum(['true', 'false'], { message: 'handled must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type ListContactQuery = z.infer<typeof ListContactQuerySchema>;

export const ContactPageSchema = pageOf(ContactMessageSchema);
export type ContactPage = z.infer<typeof ContactPageSchema>;

export const UpdateContactBodySchema = z.strictObject({
  handled: z.boolean({ message: 'handled must be true or false' }),
});
export type UpdateContactBody = z.infer<typeof UpdateContactBodySchema>;

export const ContactReceivedSchema = z.object({ _id: z.string(), message: z.string() });

export const CONTACT_MESSAGES = {
  received: 'Thank you: your message has been received',
} as const;
