@testable import HTTPModel
import Foundation
import Testing

@Suite struct EndpointPoolTests {
    let urls = ["http://a:1", "http://b:2/v1", "http://c:3/v1/"].map { URL(string: $0)! }

    @Test func rootsDropTheV1Suffix() async {
        let pool = EndpointPool(baseURLs: urls, probeSeconds: 1)
        #expect(pool.endpoints.map(\.root.absoluteString) == ["http://a:1", "http://b:2", "http://c:3"])
    }

    @Test func roundRobinSkipsEndpointsThatAreBackingOff() async {
        let pool = EndpointPool(baseURLs: urls, probeSeconds: 60)
        var order: [Int] = []
        for _ in 0..<4 { order.append(await pool.next().index) }
        #expect(order == [0, 1, 2, 0])
        await pool.recordFailure(pool.endpoints[1], unreachable: true, skipSeconds: 0)
        order = []
        for _ in 0..<4 { order.append(await pool.next().index) }
        #expect(order == [2, 0, 2, 0])
        #expect(await pool.hasAvailableEndpoint(otherThan: pool.endpoints[0]))
        await pool.recordSuccess(pool.endpoints[1])
        #expect(await pool.secondsUntilAvailable(pool.endpoints[1]) == 0)
    }

    @Test func whenAllAreDownTheFirstToRecoverIsProbed() async {
        let pool = EndpointPool(baseURLs: urls, probeSeconds: 60)
        await pool.recordFailure(pool.endpoints[0], unreachable: false, skipSeconds: 30)
        await pool.recordFailure(pool.endpoints[1], unreachable: false, skipSeconds: 10)
        await pool.recordFailure(pool.endpoints[2], unreachable: false, skipSeconds: 20)
        #expect(await pool.next().index == 1)
        #expect(!(await pool.hasAvailableEndpoint(otherThan: pool.endpoints[1])))
    }

    @Test func repeatedConnectionFailuresBackOffLonger() async {
        let pool = EndpointPool(baseURLs: urls, probeSeconds: 1)
        await pool.recordFailure(pool.endpoints[0], unreachable: true, skipSeconds: 0)
        let first = await pool.secondsUntilAvailable(pool.endpoints[0])
        await pool.recordFailure(pool.endpoints[0], unreachable: true, skipSeconds: 0)
        await pool.recordFailure(pool.endpoints[0], unreachable: true, skipSeconds: 0)
        let third = await pool.secondsUntilAvailable(pool.endpoints[0])
        #expect(first > 0.9 && first <= 1)
        #expect(third > 3.9 && third <= 4)
        for _ in 0..<10 { await pool.recordFailure(pool.endpoints[0], unreachable: true, skipSeconds: 0) }
        #expect(await pool.secondsUntilAvailable(pool.endpoints[0]) <= 12)
    }
}
