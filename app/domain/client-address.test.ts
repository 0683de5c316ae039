import { describe, expect, it } from "vitest";
import { clientBucket, ipv6Groups } from "./client-address";

describe("clientBucket", () => {
  it("keeps an IPv4 address", () => {
    expect(clientBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(clientBucket(" 10.0.0.1 ")).toBe("10.0.0.1");
  });

  it("counts an IPv6 address by its /64, however it is written", () => {
    const bucket = "2001:db8:85a3:8d3::/64";
    for (const address of [
      "2001:db8:85a3:8d3:1319:8a2e:370:7348",
      "2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff",
      "2001:db8:85a3:8d3::1",
      "[2001:DB8:85A3:8D3::abcd]",
      "2001:db8:85a3:8d3::1%eth0",
    ]) {
      expect(clientBucket(address), address).toBe(bucket);
    }
    expect(clientBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientBucket("2001:db8:0:1::1")).not.toBe(clientBucket("2001:db8:0:2::1"));
    expect(clientBucket("::1")).toBe("0:0:0:0::/64");
  });

  it("treats an IPv4-mapped IPv6 address as IPv4", () => {
    expect(clientBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("puts anything unreadable in one shared bucket", () => {
    for (const address of [
      null,
      undefined,
      "",
      "unknown",
      "1.2.3.256",
      "1::2::3",
      "x".repeat(80),
      "12345::",
    ]) {
      expect(clientBucket(address)).toBe("unknown");
    }
  });
});

describe("ipv6Groups", () => {
  it("expands :: and a dotted tail", () => {
    expect(ipv6Groups("::")).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(ipv6Groups("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups("64:ff9b::192.0.2.33")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x0221]);
    expect(ipv6Groups("1:2:3:4:5:6:7")).toBeNull();
  });
});
