// The one-click unsubscribe token (RFC 8058): the same for the same user and category, opened only under
// the secret that made it, and naming exactly what it was made for.
import { openUnsubscribeToken, unsubscribeToken } from "@/lib/notification-mail/unsubscribe-token";
import { categoryOf } from "@/lib/notification-mail/categories";

const SECRET = "a-session-secret-of-at-least-32-characters";

it("is stable, opens to its user and category, and refuses any change or another secret", () => {
  const token = unsubscribeToken("user-1", "decisions", SECRET);
  expect(unsubscribeToken("user-1", "decisions", SECRET)).toBe(token);
  expect(openUnsubscribeToken(token, SECRET)).toEqual({ userId: "user-1", category: "decisions" });
  const [user, , mac] = token.split(".");
  expect(openUnsubscribeToken(`${user}.reservations.${mac}`, SECRET)).toBeNull();
  expect(openUnsubscribeToken(`${Buffer.from("user-2").toString("base64url")}.decisions.${mac}`, SECRET)).toBeNull();
  expect(openUnsubscribeToken(`${user}.decisions.${mac.slice(0, -1)}A`, SECRET)).toBeNull();
  expect(openUnsubscribeToken(`${user}.nonsense.${mac}`, SECRET)).toBeNull();
  expect(openUnsubscribeToken(token, "another-secret-of-at-least-32-characters")).toBeNull();
  expect(openUnsubscribeToken("a.b", SECRET)).toBeNull();
});

it("puts every notification kind in a category, an unknown one in account (mailed, never lost)", () => {
  expect(categoryOf("service-hours.rejected")).toBe("decisions");
  expect(categoryOf("reservation.promoted")).toBe("reservations");
  expect(categoryOf("msa.executed")).toBe("agreements");
  expect(categoryOf("thread.reply")).toBe("agreements");
  expect(categoryOf("review.registration")).toBe("reviews");
  expect(categoryOf("security.totp-enabled")).toBe("account");
  expect(categoryOf("something.new")).toBe("account");
});
