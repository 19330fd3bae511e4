/// The type codes GGUF uses for metadata values, as stored in the file.
public enum GGUFValueType: UInt32, Sendable, CaseIterable {
    case uint8 = 0, int8 = 1, uint16 = 2, int16 = 3, uint32 = 4, int32 = 5, float32 = 6
    case bool = 7, string = 8, array = 9, uint64 = 10, int64 = 11, float64 = 12

    /// Bytes one element of this type occupies in the file; strings and arrays have a minimum
    /// (their length header), which is what is returned for them.
    var minimumStoredSize: Int {
        switch self {
        case .uint8, .int8, .bool: 1
        case .uint16, .int16: 2
        case .uint32, .int32, .float32: 4
        case .uint64, .int64, .float64, .string: 8
        case .array: 12
        }
    }
}

/// One metadata value, typed exactly as the file stores it.
///
/// The accessors (`int`, `string`, `floatArray`, …) convert between compatible numeric types so
/// that callers need not care whether a converter wrote `UInt32` or `Int32`; they return `nil`
/// when the stored type cannot represent the request exactly.
public enum GGUFValue: Sendable, Equatable {
    case uint8(UInt8), int8(Int8), uint16(UInt16), int16(Int16)
    case uint32(UInt32), int32(Int32), uint64(UInt64), int64(Int64)
    case float32(Float), float64(Double), bool(Bool), string(String)
    case array(GGUFArray)

    /// The stored type code.
    public var type: GGUFValueType {
        switch self {
        case .uint8: .uint8
        case .int8: .int8
        case .uint16: .uint16
        case .int16: .int16
        case .uint32: .uint32
        case .int32: .int32
        case .uint64: .uint64
        case .int64: .int64
        case .float32: .float32
        case .float64: .float64
        case .bool: .bool
        case .string: .string
        case .array: .array
        }
    }

    /// Any integer value that fits in `Int`.
    public var int: Int? {
        switch self {
        case let .uint8(v): Int(v)
        case let .int8(v): Int(v)
        case let .uint16(v): Int(v)
        case let .int16(v): Int(v)
        case let .uint32(v): Int(v)
        case let .int32(v): Int(v)
        case let .uint64(v): Int(exactly: v)
        case let .int64(v): Int(exactly: v)
        default: nil
        }
    }

    /// A floating-point value, or an integer value converted to `Double`.
    public var double: Double? {
        switch self {
        case let .float32(v): Double(v)
        case let .float64(v): v
        default: int.map(Double.init)
        }
    }

    /// A floating-point value, or an integer value, as `Float`.
    public var float: Float? { double.map { Float($0) } }

    /// A boolean value.
    public var bool: Bool? {
        if case let .bool(v) = self { return v }
        return nil
    }

    /// A string value.
    public var string: String? {
        if case let .string(v) = self { return v }
        return nil
    }

    /// An array value of any element type.
    public var array: GGUFArray? {
        if case let .array(v) = self { return v }
        return nil
    }

    /// An array of strings (e.g. `tokenizer.ggml.tokens`).
    public var stringArray: [String]? {
        if case let .array(.string(v)) = self { return v }
        return nil
    }

    /// An array of floating-point or integer values as `Float` (e.g. `tokenizer.ggml.scores`).
    /// - Complexity: O(n) when a conversion is needed.
    public var floatArray: [Float]? { array?.floats }

    /// An array of integers that all fit in `Int32` (e.g. `tokenizer.ggml.token_type`).
    /// - Complexity: O(n) when a conversion is needed.
    public var int32Array: [Int32]? { array?.int32s }

    /// An array of integers that all fit in `Int`.
    /// - Complexity: O(n).
    public var intArray: [Int]? { array?.ints }

    /// An array of booleans.
    public var boolArray: [Bool]? {
        if case let .array(.bool(v)) = self { return v }
        return nil
    }
}

/// A metadata array, stored with its element type so that a 262,144-entry vocabulary is one
/// `[String]` rather than 262,144 boxed values. Arrays may nest.
public enum GGUFArray: Sendable, Equatable {
    case uint8([UInt8]), int8([Int8]), uint16([UInt16]), int16([Int16])
    case uint32([UInt32]), int32([Int32]), uint64([UInt64]), int64([Int64])
    case float32([Float]), float64([Double]), bool([Bool]), string([String])
    case array([GGUFArray])

    /// The stored element type.
    public var elementType: GGUFValueType {
        switch self {
        case .uint8: .uint8
        case .int8: .int8
        case .uint16: .uint16
        case .int16: .int16
        case .uint32: .uint32
        case .int32: .int32
        case .uint64: .uint64
        case .int64: .int64
        case .float32: .float32
        case .float64: .float64
        case .bool: .bool
        case .string: .string
        case .array: .array
        }
    }

    /// The number of elements.
    public var count: Int {
        switch self {
        case let .uint8(v): v.count
        case let .int8(v): v.count
        case let .uint16(v): v.count
        case let .int16(v): v.count
        case let .uint32(v): v.count
        case let .int32(v): v.count
        case let .uint64(v): v.count
        case let .int64(v): v.count
        case let .float32(v): v.count
        case let .float64(v): v.count
        case let .bool(v): v.count
        case let .string(v): v.count
        case let .array(v): v.count
        }
    }

    /// Integer elements as `Int`, or `nil` if the elements are not integers or one does not fit.
    /// - Complexity: O(n).
    public var ints: [Int]? { integers() }

    /// Integer elements as `Int32`, or `nil` if the elements are not integers or one does not fit.
    /// - Complexity: O(n) unless already stored as `Int32`.
    public var int32s: [Int32]? {
        if case let .int32(v) = self { return v }
        return integers()
    }

    /// Numeric elements as `Float` (integers converted, doubles rounded).
    /// - Complexity: O(n) unless already stored as `Float`.
    public var floats: [Float]? {
        switch self {
        case let .float32(v): v
        case let .float64(v): v.map { Float($0) }
        default: ints?.map { Float($0) }
        }
    }

    /// Integer elements as `Target`, or `nil` if the elements are not integers or one does not fit.
    private func integers<Target: BinaryInteger>() -> [Target]? {
        switch self {
        case let .uint8(v): Self.exactly(v)
        case let .int8(v): Self.exactly(v)
        case let .uint16(v): Self.exactly(v)
        case let .int16(v): Self.exactly(v)
        case let .uint32(v): Self.exactly(v)
        case let .int32(v): Self.exactly(v)
        case let .uint64(v): Self.exactly(v)
        case let .int64(v): Self.exactly(v)
        default: nil
        }
    }

    private static func exactly<Source: BinaryInteger, Target: BinaryInteger>(_ values: [Source]) -> [Target]? {
        var result = [Target]()
        result.reserveCapacity(values.count)
        for value in values {
            guard let converted = Target(exactly: value) else { return nil }
            result.append(converted)
        }
        return result
    }
}
