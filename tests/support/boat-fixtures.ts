import { signToken } from "@/server/auth/tokens";
import { createBoat, createBoatType, createMarina, createUser } from "@/server/seed/factories";
import type { TestApi } from "./test-api";

/**
 * An ADMIN, two OWNERs with one boat each ("Mavi Rüya" in Göcek for `owner`), and their bearer tokens: the
 * cast of the staff boat tests.
 */
export async function boatCast(api: TestApi) {
  const admin = await createUser(api.db, { role: "ADMIN", firstName: "Deniz", lastName: "Yılmaz" });
  const owner = await createUser(api.db, { role: "OWNER", firstName: "Ayşe", lastName: "Kaptan" });
  const otherOwner = await createUser(api.db, { role: "OWNER", firstName: "Mehmet", lastName: "Reis" });
  const type = await createBoatType(api.db, { name: `Gulet ${Math.random().toString(36).slice(2, 8)}` });
  const marina = await createMarina(api.db, { name: "Göcek Marina" });
  const ownBoat = await createBoat(api.db, {
    ownerId: owner.id,
    typeId: type.id,
    marinaId: marina.id,
    name: "Mavi Rüya",
  });
  const otherBoat = await createBoat(api.db, {
    ownerId: otherOwner.id,
    typeId: type.id,
    marinaId: marina.id,
    name: "Deniz Yıldızı",
  });
  const token = (user: { id: number; role: "ADMIN" | "OWNER"; sessionVersion: number }) =>
    signToken(user, api.jwtSecret);
  return {
    admin,
    owner,
    otherOwner,
    type,
    marina,
    ownBoat,
    otherBoat,
    adminToken: await token(admin),
    ownerToken: await token(owner),
    otherOwnerToken: await token(otherOwner),
  };
}
export type BoatCast = Awaited<ReturnType<typeof boatCast>>;
