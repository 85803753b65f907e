import { beforeAll, describe, expect, it } from "vitest";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

const path = (boatId: number, csv = false) => `/v1/admin/boats/${boatId}/inventory${csv ? ".csv" : ""}`;
type Inventory = {
  boat_id: number;
  areas: { id: number; name: string; items: { id: number; name: string; quantity: number }[] }[];
};

const INVENTORY = {
  areas: [
    {
      name: "Güverte",
      items: [
        { name: "Can yeleği", quantity: 8 },
        { name: "Irgat kumandası", quantity: 1 },
      ],
    },
    { name: "Salon", items: [{ name: "Çay bardağı", quantity: 12 }] },
  ],
};

async function putCsv(boatId: number, csv: string, token = cast.ownerToken) {
  const res = await api.app.request(path(boatId, true), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "text/csv; charset=utf-8" },
    body: csv,
  });
  return { status: res.status, json: (await res.json()) as { content: Inventory & string } };
}

const itemIds = (inv: Inventory) =>
  Object.fromEntries(inv.areas.flatMap((a) => a.items.map((i) => [`${a.name}/${i.name}`, i.id])));

describe("boat inventory", () => {
  it("an empty boat has no areas; the owner sets the inventory by JSON and every item gets an id", async () => {
    const empty = await api.call("GET", path(cast.ownBoat.id), { token: cast.ownerToken });
    expect(empty.status).toBe(200);
    expect(empty.json.content).toEqual({ boat_id: cast.ownBoat.id, areas: [] });

    const put = await api.call("PUT", path(cast.ownBoat.id), { token: cast.ownerToken, body: INVENTORY });
    expect(put.status).toBe(200);
    const inv = put.json.content as Inventory;
    expect(inv.areas.map((a) => a.name)).toEqual(["Güverte", "Salon"]);
    expect(inv.areas[0]!.items.map((i) => [i.name, i.quantity])).toEqual([
      ["Can yeleği", 8],
      ["Irgat kumandası", 1],
    ]);
    for (const area of inv.areas) for (const item of area.items) expect(item.id).toBeGreaterThan(0);

    const read = await api.call("GET", path(cast.ownBoat.id), { token: cast.adminToken });
    expect(read.json.content).toEqual(inv);
  });

  it("keeps the ids of items whose area and name stay, by JSON and by CSV; removes what is no longer listed", async () => {
    const before = itemIds(
      (await api.call("PUT", path(cast.ownBoat.id), { token: cast.ownerToken, body: INVENTORY })).json.content,
    );
    const again = await api.call("PUT", path(cast.ownBoat.id), {
      token: cast.ownerToken,
      body: {
        areas: [
          {
            name: "Salon",
            items: [
              { name: "Çay bardağı", quantity: 10 },
              { name: "Tabak", quantity: 12 },
            ],
          },
          { name: "Güverte", items: [{ name: "Can yeleği", quantity: 10 }] },
        ],
      },
    });
    expect(again.status).toBe(200);
    const after = again.json.content as Inventory;
    expect(after.areas.map((a) => a.name)).toEqual(["Salon", "Güverte"]);
    const ids = itemIds(after);
    expect(ids["Salon/Çay bardağı"]).toBe(before["Salon/Çay bardağı"]);
    expect(ids["Güverte/Can yeleği"]).toBe(before["Güverte/Can yeleği"]);
    expect(ids["Güverte/Irgat kumandası"]).toBeUndefined();
    expect(after.areas[1]!.items[0]!.quantity).toBe(10);

    // The same inventory from a spreadsheet (BOM, `;` as Turkish Excel saves it), one item moved to another area.
    const csv = await putCsv(
      cast.ownBoat.id,
      "\uFEFFarea;item;quantity\r\nSalon;Çay bardağı;14\r\nGüverte;Can yeleği;9\r\nKabin 1;Tabak;2\r\n",
    );
    expect(csv.status).toBe(200);
    const fromCsv = itemIds(csv.json.content);
    expect(fromCsv["Salon/Çay bardağı"]).toBe(before["Salon/Çay bardağı"]);
    expect(fromCsv["Güverte/Can yeleği"]).toBe(before["Güverte/Can yeleği"]);
    expect(fromCsv["Kabin 1/Tabak"]).not.toBe(ids["Salon/Tabak"]);
    expect(csv.json.content.areas.map((a) => a.name)).toEqual(["Salon", "Güverte", "Kabin 1"]);
  });

  it("takes the CSV as a multipart file too", async () => {
    const form = new FormData();
    form.append("file", new Blob(["area,item,quantity\nBaş kamara,Yastık,4\n"], { type: "text/csv" }), "envanter.csv");
    const res = await api.app.request(path(cast.ownBoat.id, true), {
      method: "POST",
      headers: { authorization: `Bearer ${cast.adminToken}` },
      body: form,
    });
    expect(res.status).toBe(200);
    const inv = ((await res.json()) as { content: Inventory }).content;
    expect(inv.areas).toMatchObject([{ name: "Baş kamara", items: [{ name: "Yastık", quantity: 4 }] }]);
  });

  it("a bad CSV line → 400 naming the line, and nothing changes", async () => {
    const before = (await api.call("GET", path(cast.ownBoat.id), { token: cast.ownerToken })).json.content;
    const bad = await putCsv(cast.ownBoat.id, "area,item,quantity\nGüverte,Can yeleği,8\nSalon,Tabak,on iki\n");
    expect(bad.status).toBe(400);
    expect(bad.json.content).toBe("CSV'nin 3. satırı: adet 1 ile 100000 arasında bir tam sayı olmalıdır.");
    const english = await api.app.request(path(cast.ownBoat.id, true), {
      method: "POST",
      headers: { authorization: `Bearer ${cast.ownerToken}`, "content-type": "text/csv", "accept-language": "en" },
      body: "area,item,quantity\nGüverte,Can yeleği,8\n,Tabak,3\n",
    });
    expect(english.status).toBe(400);
    expect(((await english.json()) as { content: string }).content).toBe(
      "Line 3 of the CSV: the area is empty or too long.",
    );
    for (const csv of [
      "area,item,quantity\nGüverte,Can yeleği,8\nGüverte,Can yeleği,9\n", // repeated
      'area,item,quantity\nGüverte,"Can yeleği,8\n', // quote not closed
      "area,item,quantity\nGüverte,Can yeleği\n", // a column missing
      "alan,malzeme,adet\nGüverte,Can yeleği,8\n", // wrong header
      "area,item,quantity\nGüverte,Can yeleği,0\n", // quantity 0
    ]) {
      const res = await putCsv(cast.ownBoat.id, csv);
      expect(res.status, csv).toBe(400);
    }
    const after = (await api.call("GET", path(cast.ownBoat.id), { token: cast.ownerToken })).json.content;
    expect(after).toEqual(before);
  });

  it("refuses repeated names and bad quantities in JSON, naming the field", async () => {
    const res = await api.call("PUT", path(cast.ownBoat.id), {
      token: cast.ownerToken,
      body: {
        areas: [
          {
            name: "Güverte",
            items: [
              { name: "Halat", quantity: 2 },
              { name: "Halat", quantity: 1.5 },
            ],
          },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields)).toEqual(expect.arrayContaining(["areas.0.items.1.quantity"]));
    const repeated = await api.call("PUT", path(cast.ownBoat.id), {
      token: cast.ownerToken,
      body: {
        areas: [
          { name: "Güverte", items: [] },
          { name: "Güverte", items: [] },
        ],
      },
    });
    expect(repeated.status).toBe(400);
    expect(Object.keys(repeated.json.fields)).toEqual(["areas.1.name"]);
  });

  it("another owner's boat is 404 for every call, and nothing of it changes", async () => {
    await api.call("PUT", path(cast.otherBoat.id), { token: cast.otherOwnerToken, body: INVENTORY });
    const get = await api.call("GET", path(cast.otherBoat.id), { token: cast.ownerToken });
    expect(get.status).toBe(404);
    const put = await api.call("PUT", path(cast.otherBoat.id), { token: cast.ownerToken, body: { areas: [] } });
    expect(put.status).toBe(404);
    const csv = await putCsv(cast.otherBoat.id, "area,item,quantity\nX,Y,1\n");
    expect(csv.status).toBe(404);
    const still = await api.call("GET", path(cast.otherBoat.id), { token: cast.adminToken });
    expect((still.json.content as Inventory).areas).toHaveLength(2);
    const anonymous = await api.call("GET", path(cast.otherBoat.id));
    expect(anonymous.status).toBe(401);
  });
});
