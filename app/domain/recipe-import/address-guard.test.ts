import { describe, expect, it } from "vitest";
import { checkAddress, checkUrl, isIpLiteral } from "./address-guard";

describe("checkAddress", () => {
  it.each([
    ["0.0.0.0", "unspecified"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.127.255.254", "carrier-grade NAT"],
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["169.254.169.254", "link-local"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["192.0.2.10", "documentation"],
    ["198.18.0.1", "benchmarking"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["255.255.255.255", "reserved"],
    ["::", "unspecified"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["::ffff:127.0.0.1", "IPv4-mapped"],
    ["::ffff:8.8.8.8", "IPv4-mapped"],
    ["::ffff:7f00:1", "IPv4-mapped"],
    ["::7f00:1", "IPv4-compatible"],
    // ipaddr.js reads the dotted IPv4-compatible form as mapped: refused all the same
    ["::127.0.0.1", "IPv4-mapped"],
    ["64:ff9b::a00:1", "NAT64"],
    ["2002:a00:1::1", "6to4"],
    ["2001:0:4136:e378::1", "Teredo"],
    ["2001:db8::1", "documentation"],
    ["fc00::1", "unique local"],
    ["fd12:3456:789a::1", "unique local"],
    ["fe80::1", "link-local"],
    ["fe80::1%eth0", "link-local"],
    ["fec0::1", "site-local"],
    ["ff02::1", "multicast"],
  ])("refuses %s (%s)", (address, reason) => {
    expect(checkAddress(address)).toEqual({ allowed: false, reason });
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
  ])("allows the public address %s", (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true });
  });

  it("refuses what is not an address", () => {
    for (const bad of ["", "localhost", "1.2.3", "example.com", "300.1.1.1", "::g"]) {
      expect(checkAddress(bad).allowed, bad).toBe(false);
    }
  });

  it("knows IP literals from names", () => {
    expect(isIpLiteral("127.0.0.1")).toBe(true);
    expect(isIpLiteral("[::1]")).toBe(true);
    expect(isIpLiteral("example.com")).toBe(false);
  });
});

describe("checkUrl", () => {
  it("allows public http and https links, names to be resolved later", () => {
    const v = checkUrl("https://www.example.com/recipes/soup?x=1");
    expect(v).toMatchObject({ allowed: true, host: "www.example.com", literal: false });
    expect(checkUrl("http://8.8.8.8/")).toMatchObject({ allowed: true, literal: true });
  });

  it.each([
    ["ftp://example.com/", "Only http and https"],
    ["file:///etc/passwd", "Only http and https"],
    ["javascript:alert(1)", "Only http and https"],
    ["gopher://example.com/", "Only http and https"],
    ["not a url", "not a web address"],
    ["https://user:pw@example.com/", "user name or password"],
    ["http://localhost/", "local or internal"],
    ["http://LOCALHOST./", "local or internal"],
    ["http://printer.local/", "local or internal"],
    ["http://metadata.google.internal/", "local or internal"],
    ["http://intranet/", "local or internal"],
    ["https://cdn.greenkitchen.example/a.jpg", "reserved example or test"],
    ["http://recipes.test/", "reserved example or test"],
    ["http://nothing.invalid/", "reserved example or test"],
    ["http://127.0.0.1/", "loopback"],
    ["http://2130706433/", "loopback"],
    ["http://0x7f.0.0.1/", "loopback"],
    ["http://10.1.2.3/", "private"],
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://[::1]:8080/", "loopback"],
    ["http://[::ffff:10.0.0.1]/", "IPv4-mapped"],
    ["http://[fd00::1]/", "unique local"],
    ["http://0.0.0.0/", "unspecified"],
    ["http://100.64.1.1/", "carrier-grade NAT"],
  ])("refuses %s", (url, reason) => {
    const v = checkUrl(url);
    expect(v.allowed).toBe(false);
    if (!v.allowed) expect(v.reason.toLowerCase()).toContain(reason.toLowerCase());
  });

  it("lets an allowance host:port through, and nothing else on that host", () => {
    const allowance = new Set(["127.0.0.1:4321"]);
    expect(checkUrl("http://127.0.0.1:4321/page", allowance).allowed).toBe(true);
    expect(checkUrl("http://127.0.0.1:4322/page", allowance).allowed).toBe(false);
    expect(checkUrl("http://127.0.0.1/page", allowance).allowed).toBe(false);
  });
});
