import Foundation

/// The machine's one-minute load average, which every speed figure states beside itself: on a
/// shared machine a ratio taken in one run holds, an absolute figure does not.
public enum LoadAverage {
    /// The one-minute load average, formatted to one decimal; "unknown" where the system has none.
    public static var current: String {
        var loads = [Double](repeating: 0, count: 3)
        return getloadavg(&loads, 3) > 0 ? String(format: "%.1f", loads[0]) : "unknown"
    }
}
