/**
 * Issues revision 1 of a map's bill through the API, as a quantity surveyor does in the
 * workspace: the simple house (12 m × 9 m), every sheet settled (completed where the house gave
 * it quantities, not applicable where not), then issued. The client's home then shows
 * "BOQ ready" and `/my-boq/:mapId` the issued bill, the two pages the client opens most.
 */
export async function issueBill(baseUrl: string, token: string, mapId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/api/maps/${mapId}/boq${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      throw new Error(
        `${method} /api/maps/${mapId}/boq${path} answered ${response.status}: ${await response.text()}`,
      );
    }
    return (await response.json()) as unknown;
  };
  await call('POST', '/house', { length: 12, width: 9 });
  const { sheets } = (await call('GET', '')) as {
    sheets: { trade: string; status: string; version: number; lines: { quantity: number }[] }[];
  };
  for (const sheet of sheets.filter((each) => each.status === 'draft')) {
    const filled = sheet.lines.some((line) => line.quantity > 0);
    await call(
      'POST',
      `/${sheet.trade}/${filled ? 'complete' : 'not-applicable'}`,
      filled ? { version: sheet.version } : { version: sheet.version, reason: 'Not in this house' },
    );
  }
  await call('POST', '/issue', {});
}
