// A software passkey authenticator for tests: makes an ES256 credential answering the portal's creation
// options ("none" attestation) and signs assertions as a phone or a security key would, so the server's
// checks (challenge, origin, RP ID, counter, user verification) can be driven wrong one at a time.
import crypto from "node:crypto";

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(n, 1);
  return b;
}

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Uint8Array) => Buffer.from(b).toString("base64url");
const sha256 = (b: Uint8Array | string) => crypto.createHash("sha256").update(b).digest();
const UP_UV = 0x01 | 0x04;
const ATTESTED = 0x40;

type Options = { challenge: string; rp?: { id?: string }; rpId?: string; user?: { id: string } };
type Overrides = { origin?: string; challenge?: string; counter?: number; rpId?: string; userVerified?: boolean };

export class SoftAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
  private userHandle = "";
  counter = 0;

  constructor(readonly origin = "http://localhost:3000") {}

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(rpId: string, flags: number, extra: Buffer = Buffer.alloc(0)): Buffer {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counter, extra]);
  }

  /** The browser's answer to creation options (startRegistration's JSON). */
  register(options: Options, o: Overrides = {}) {
    this.userHandle = options.user?.id ?? "";
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    const cose = cbor(new Map<number, Cbor>([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, "base64url")], [-3, Buffer.from(jwk.y!, "base64url")]]));
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, cose]);
    const authData = this.authData(o.rpId ?? options.rp?.id ?? "localhost", UP_UV | ATTESTED, attested);
    const attestationObject = cbor(new Map<string, Cbor>([["fmt", "none"], ["attStmt", new Map()], ["authData", authData]]));
    const id = b64url(this.credentialId);
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: { clientDataJSON: b64url(this.clientData("webauthn.create", o.challenge ?? options.challenge, o.origin ?? this.origin)), attestationObject: b64url(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
    };
  }

  /** The browser's answer to request options (startAuthentication's JSON); the counter moves on first. */
  assert(options: Options, o: Overrides = {}) {
    this.counter = o.counter ?? this.counter + 1;
    const authData = this.authData(o.rpId ?? options.rpId ?? "localhost", o.userVerified === false ? 0x01 : UP_UV);
    const clientDataJSON = this.clientData("webauthn.get", o.challenge ?? options.challenge, o.origin ?? this.origin);
    const signature = crypto.sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.keys.privateKey);
    const id = b64url(this.credentialId);
    return {
      id,
      rawId: id,
      type: "public-key" as const,
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signature), ...(this.userHandle ? { userHandle: this.userHandle } : {}) },
      clientExtensionResults: {},
    };
  }
}

/** A challenge nobody handed out, in the same form. */
export const strayChallenge = () => crypto.randomBytes(32).toString("base64url");
