import Foundation

/// The HTTP `Retry-After` header: either delay seconds (`120`, some servers send `1.5`) or an
/// HTTP date (`Wed, 21 Oct 2015 07:28:00 GMT`).
enum RetryAfter {
    /// Seconds from `now` until the client may retry; `nil` for a missing or unreadable value.
    /// A date in the past gives 0.
    static func seconds(from value: String?, now: Date = Date()) -> Double? {
        guard let text = value?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if let seconds = Double(text) {
            return seconds.isFinite && seconds >= 0 ? seconds : nil
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: text) else { return nil }
        return max(0, date.timeIntervalSince(now))
    }
}
