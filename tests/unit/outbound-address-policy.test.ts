import { describe, expect, it } from "vitest";
import {
  type AddressClass,
  classifyAddress,
  outboundPolicy,
  publicOnly,
  publicOrPrivate,
} from "@/server/outbound/address-policy";

const TABLE: [address: string, expected: AddressClass | null][] = [
  // IPv4
  ["0.0.0.0", "unspecified"],
  ["0.1.2.3", "unspecified"],
  ["127.0.0.1", "loopback"],
  ["127.255.255.254", "loopback"],
  ["10.0.0.1", "private"],
  ["10.255.255.255", "private"],
  ["172.16.0.1", "private"],
  ["172.31.255.255", "private"],
  ["192.168.1.1", "private"],
  ["169.254.169.254", "link-local"],
  ["169.254.0.1", "link-local"],
  ["100.64.0.1", "cgnat"],
  ["100.127.255.255", "cgnat"],
  ["224.0.0.1", "multicast"],
  ["239.255.255.250", "multicast"],
  ["255.255.255.255", "broadcast"],
  ["240.0.0.1", "reserved"],
  ["192.0.0.170", "reserved"],
  ["192.0.2.1", "reserved"],
  ["198.18.0.1", "reserved"],
  ["198.51.100.7", "reserved"],
  ["203.0.113.9", "reserved"],
  ["192.88.99.1", "reserved"],
  ["8.8.8.8", null],
  ["1.1.1.1", null],
  ["172.15.255.255", null],
  ["172.32.0.1", null],
  ["100.63.255.255", null],
  ["100.128.0.1", null],
  ["169.253.255.255", null],
  ["93.184.215.14", null],
  // IPv6
  ["::", "unspecified"],
  ["::1", "loopback"],
  ["fe80::1", "link-local"],
  ["fe80::1%eth0", "link-local"],
  ["febf::1", "link-local"],
  ["fec0::1", "private"],
  ["fc00::1", "unique-local"],
  ["fd00::2", "unique-local"],
  ["ff02::1", "multicast"],
  ["ff0e::1", "multicast"],
  ["2001:db8::1", "reserved"],
  ["2001::1", "reserved"], // Teredo
  ["2001:2::1", "reserved"], // benchmarking
  ["100::1", "reserved"],
  ["64:ff9b:1::1", "reserved"],
  ["3fff::1", "reserved"],
  ["4000::1", "reserved"], // outside 2000::/3
  ["2606:4700:4700::1111", null],
  ["2001:4860:4860::8888", null],
  ["2a00:1450:4001::200e", null],
  // IPv4 inside IPv6: judged as the IPv4 address
  ["::ffff:127.0.0.1", "loopback"],
  ["::ffff:7f00:1", "loopback"],
  ["::ffff:10.0.0.1", "private"],
  ["::ffff:169.254.169.254", "link-local"],
  ["::ffff:0.0.0.0", "unspecified"],
  ["::ffff:0:127.0.0.1", "loopback"], // SIIT
  ["::ffff:8.8.8.8", null],
  ["64:ff9b::127.0.0.1", "loopback"], // NAT64
  ["64:ff9b::a9fe:a9fe", "link-local"],
  ["64:ff9b::8.8.8.8", null],
  ["2002:7f00:1::1", "loopback"], // 6to4
  ["2002:c0a8:101::", "private"],
  ["2002:808:808::1", null],
  ["::127.0.0.1", "loopback"], // IPv4-compatible (deprecated)
  ["::8.8.8.8", "reserved"],
  // Not an address at all
  ["localhost", "reserved"],
  ["", "reserved"],
];

describe("outbound address policy", () => {
  it.each(TABLE)("%s → %s", (address, expected) => {
    expect(classifyAddress(address)).toBe(expected);
  });

  it("odd IPv4 spellings are normalised by URL parsing before they are judged", () => {
    for (const host of ["2130706433", "0x7f.1", "0x7f000001", "017700000001", "127.1", "0177.0.0.1"]) {
      const hostname = new URL(`http://${host}/`).hostname;
      expect(hostname).toBe("127.0.0.1");
      expect(classifyAddress(hostname)).toBe("loopback");
    }
    const mapped = new URL("http://[::ffff:169.254.169.254]/").hostname.replace(/^\[|\]$/g, "");
    expect(classifyAddress(mapped)).toBe("link-local");
  });

  it("OUTBOUND_ALLOW_PRIVATE opens the local network only", () => {
    const at = (address: string) => ({ address, port: 80, host: "feeds.example" });
    expect(outboundPolicy({ outboundAllowPrivate: false })).toBe(publicOnly);
    expect(outboundPolicy({ outboundAllowPrivate: true })).toBe(publicOrPrivate);
    for (const address of [
      "127.0.0.1",
      "::1",
      "10.1.2.3",
      "192.168.0.10",
      "fd00::1",
      "100.64.1.1",
      "::ffff:10.0.0.1",
    ]) {
      expect(publicOnly(at(address))).not.toBeNull();
      expect(publicOrPrivate(at(address))).toBeNull();
    }
    for (const address of ["0.0.0.0", "::", "224.0.0.1", "ff02::1", "255.255.255.255", "240.0.0.1", "2001:db8::1"]) {
      expect(publicOrPrivate(at(address))).not.toBeNull();
    }
    expect(publicOnly(at("8.8.8.8"))).toBeNull();
    expect(publicOrPrivate(at("8.8.8.8"))).toBeNull();
  });
});
