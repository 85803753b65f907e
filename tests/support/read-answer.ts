/** An API answer as the tests read it: status, headers, the raw text and its JSON (undefined when not JSON). */
export async function readAnswer(res: Response) {
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}
