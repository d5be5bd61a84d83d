/**
 * Where a message of a plan's thread is on the client's bill page: the element's id, so a link
 * ("read the answer", the answer's e-mail) lands on the answer, not on the top of the bill.
 */
export const planMessageAnchor = (messageId: string) => `message-${messageId}`;

/**
 * The client's bill of a plan as an address from outside the app (an e-mail): `<public url>/my-boq/<plan>`,
 * at one message of its thread when `messageId` is given. The web's `lib/paths.ts` builds the same
 * address for its links (`myBoqMessagePath`), and its test checks the two agree.
 */
export function clientBillUrl(publicUrl: string, mapId: string, messageId?: string): string {
  const bill = `${publicUrl.replace(/\/+$/, '')}/my-boq/${mapId}`;
  return messageId === undefined ? bill : `${bill}#${planMessageAnchor(messageId)}`;
}
